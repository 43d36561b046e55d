// Proves that company and team boundaries hold at the API: a client can neither read nor change a user of
// another company, a team lead reaches only their own team, and a buyer only themself; and every endpoint of
// the registry that takes an id refuses a client of one company the ids of another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '@/src/contracts/auth';
import { can, type RoleId } from '@/src/contracts/access';
import { cardEndpoints } from '@/src/contracts/cards';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { allEndpoints } from '@/src/contracts/registry';
import {
  ACCOUNT_TYPE,
  accounts,
  cardEvents,
  cards,
  companies,
  payments,
  requests,
  users,
} from '@/server/db/schema/index';
import { describeEndpoint, pathParamNames, plausibleParam, urlOf } from '@/server/test-support/contract-requests';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { addUser } from '@/server/modules/team/team.fixtures';

let ctx: TestContext;
let strangerId: number;
let otherTeamMemberId: number;
let tokens: Record<1 | 2 | 3 | 4 | 7, TokenSet>;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  ctx = await createTestContext();
  const [bluefin] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
  const stranger = { email: 'owner@bluefin.test', role: 2, companyId: bluefin!.id, firstName: 'Stranger' };
  strangerId = (await addUser(ctx, stranger)).id;
  const owner = await ctx.userOf(2);
  const [ownerRow] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
  // A buyer of the same company who is not in the demo team lead's team.
  const solo = { email: 'solo@northwind.test', role: 4, companyId: ownerRow!.companyId, firstName: 'Solo' };
  otherTeamMemberId = (await addUser(ctx, solo)).id;
  tokens = {
    1: await ctx.sessionFor(1),
    2: await ctx.sessionFor(2),
    3: await ctx.sessionFor(3),
    4: await ctx.sessionFor(4),
    7: await ctx.sessionFor(7),
  };
}, 180_000);
afterAll(() => ctx.close());

const get = (role: keyof typeof tokens, id: number) =>
  ctx.request('GET', `/api/user/${id}`, { token: tokens[role].accessToken });
const patch = (role: keyof typeof tokens, id: number, json: unknown) =>
  ctx.request('PATCH', `/api/user/${id}`, { token: tokens[role].accessToken, json });

describe('company boundary', () => {
  it('hides another company’s user from an owner, as if it did not exist', async () => {
    const res = await get(2, strangerId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('refuses to change another company’s user and changes nothing', async () => {
    const res = await patch(2, strangerId, { firstName: 'Hacked' });
    expect(res.status).toBe(404);
    const [row] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, strangerId));
    expect(row?.firstName).toBe('Stranger');
  });

  it('lets an owner read and change a user of their own company', async () => {
    const buyer = await ctx.userOf(4);
    expect((await get(2, buyer.id)).status).toBe(200);
    const res = await patch(2, buyer.id, { teamName: 'Growth' });
    expect(res.status).toBe(200);
    expect(res.body.data.teamName).toBe('Growth');
  });

  it('lets staff with the right read any company’s user', async () => {
    expect((await get(1, strangerId)).status).toBe(200);
    expect((await get(7, strangerId)).status).toBe(403);
  });
});

describe('team boundary', () => {
  it('lets a team lead reach their own team member but not another in the same company', async () => {
    const buyer = await ctx.userOf(4);
    expect((await get(3, buyer.id)).status).toBe(200);
    expect((await get(3, otherTeamMemberId)).status).toBe(404);
    expect((await patch(3, otherTeamMemberId, { firstName: 'Nope' })).status).toBe(404);
  });

  it('lets a buyer read only themself and change nobody', async () => {
    const buyer = await ctx.userOf(4);
    expect((await get(4, buyer.id)).status).toBe(200);
    expect((await get(4, otherTeamMemberId)).status).toBe(404);
    expect((await patch(4, buyer.id, { firstName: 'Me' })).status).toBe(403);
  });
});

describe('cards of another company', () => {
  /** A plausible body per card endpoint, so only the card's tenant can be the reason for a refusal. */
  const BODY: Record<string, unknown> = {
    updateCardLimits: { daily: '1.00' },
    renameCard: { name: 'Taken over' },
    revealCard: { code: '123456' },
  };
  const byId = Object.entries(cardEndpoints).filter(([, spec]) => spec.path.includes('{id}'));

  it.each(byId.map(([name, spec]) => [`${spec.method.toUpperCase()} ${spec.path}`, name, spec] as const))(
    '%s with another company’s card is 404 for every client role and changes nothing',
    async (_, name, spec) => {
      const owner = await ctx.userOf(2);
      const [ownerRow] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
      // An active card of another seeded company (Vantage Mobile's).
      const target = (await ctx.db.select().from(cards).orderBy(cards.id)).find(
        (card) => card.companyId !== ownerRow!.companyId && card.status === 'active',
      )!;
      expect(target).toBeDefined();
      const eventsBefore = (
        await ctx.db.select({ id: cardEvents.id }).from(cardEvents).where(eq(cardEvents.cardId, target.id))
      ).length;
      for (const role of [2, 3, 4] as const satisfies readonly RoleId[]) {
        if (!can(role, spec.access as Parameters<typeof can>[1])) continue;
        const res = await ctx.request(
          spec.method.toUpperCase(),
          `/api${spec.path.replace('{id}', String(target.id))}`,
          {
            token: tokens[role].accessToken,
            json: 'body' in spec ? (BODY[name] ?? {}) : undefined,
          },
        );
        expect(res.status, `${name} as role ${role}: ${res.text}`).toBe(404);
      }
      const [after] = await ctx.db.select().from(cards).where(eq(cards.id, target.id));
      expect(after).toEqual(target);
      expect(
        (await ctx.db.select({ id: cardEvents.id }).from(cardEvents).where(eq(cardEvents.cardId, target.id))).length,
      ).toBe(eventsBefore);
    },
  );
});

describe('every endpoint that takes an id, with another company’s ids', () => {
  type IdKind = 'user' | 'card' | 'company' | 'transitAccount' | 'binAccount' | 'payment' | 'request' | 'unscoped';
  /**
   * Path params whose kind the path does not tell. 'unscoped' ids belong to no company (platform settings,
   * news, groups, one-time tokens): a client either has no right to them or reads what every client reads.
   */
  const EXPLICIT: Record<string, IdKind> = {
    'POST /auth/hash/{hash} hash': 'unscoped',
    'POST /auth/password-reset/{token} token': 'unscoped',
    'GET /auth/one-time-link/{token} token': 'unscoped',
    'POST /company-invitation/{id}/approve id': 'unscoped',
    'POST /company-invitation/{id}/decline id': 'unscoped',
    'POST /company-invitation/{id}/send-email id': 'unscoped',
    'PATCH /company/referral/{id} id': 'unscoped',
    'GET /backoffice/top-up/company/{id}/source/{sourceId} sourceId': 'unscoped',
    'PATCH /backoffice/settings/top-up-crypto-provider/{id}/default id': 'unscoped',
    'POST /backoffice/settings/compensation-period/{id}/stop id': 'unscoped',
    'GET /backoffice/settings/compensation-period/{id}/details id': 'unscoped',
    'GET /backoffice/decline-rate/{id} id': 'unscoped',
  };
  /** The kind of an id from where it sits in the path; null when the path does not say. */
  function kindFromPath(path: string, param: string): IdKind | null {
    if (param === 'paymentId') return 'payment';
    if (param === 'companyId') return 'company';
    if (param === 'accountId') return path.startsWith('/bank/transit/') ? 'transitAccount' : 'binAccount';
    const before = path.slice(0, path.indexOf(`{${param}}`));
    if (/\/user\/$/.test(before)) return 'user';
    if (/\/card\/$/.test(before)) return 'card';
    if (/\/request\/$/.test(before)) return 'request';
    if (/\/bin-account\/$/.test(before)) return 'binAccount';
    if (/\/company\/(update\/)?$/.test(before)) return 'company';
    if (/\/(group|news|tariff-scales|bin-set|provider)\/$/.test(before)) return 'unscoped';
    return null;
  }

  const byId = allEndpoints.filter((spec) => spec.path.includes('{'));
  const kinds = (spec: EndpointSpec) =>
    pathParamNames(spec).map((param) => {
      const key = `${describeEndpoint(spec)} ${param}`;
      return [param, EXPLICIT[key] ?? kindFromPath(spec.path, param), key] as const;
    });

  it('knows the kind of every id in the registry', () => {
    const unknown = byId.flatMap((spec) =>
      kinds(spec)
        .filter(([, kind]) => kind === null)
        .map(([, , key]) => key),
    );
    expect(unknown).toEqual([]);
  });

  /** Bodies the contracts accept, so a refusal can only come from the id's tenant or the caller's right. */
  const BODIES: Record<string, unknown> = {
    'PATCH /user/{id}': { firstName: 'Taken over' },
    'PATCH /card/{id}/limits': { daily: '1.00' },
    'PATCH /card/{id}/name': { name: 'Taken over' },
    'POST /card/{id}/reveal': { code: '123456' },
    'PUT /user/{id}/spend-limits': { limits: [{ currency: 'USD', daily: '10.00', monthly: null }] },
    // A rule drawing on company B's own transit account: only the BIN account's tenant can refuse it.
    get 'PUT /bin-account/{id}/auto-top-up'() {
      return { fromAccountId: ids.transitAccount, below: '100.00', mode: 'amount', amount: '50.00' };
    },
  };
  /** Query strings the contracts accept, for the same reason. */
  const QUERIES: Record<string, () => string> = {
    'GET /bin-account/{id}/auto-top-up/preview': () =>
      `?fromAccountId=${ids.transitAccount}&below=100.00&mode=amount&amount=50.00`,
  };

  let ids: Record<Exclude<IdKind, 'unscoped'>, number>;
  let companyB: number;
  const snapshot = async () => ({
    users: await ctx.db.select().from(users).where(eq(users.companyId, companyB)).orderBy(users.id),
    cards: await ctx.db.select().from(cards).where(eq(cards.companyId, companyB)).orderBy(cards.id),
    accounts: await ctx.db.select().from(accounts).where(eq(accounts.companyId, companyB)).orderBy(accounts.id),
    payments: await ctx.db.select().from(payments).where(eq(payments.companyId, companyB)).orderBy(payments.id),
    company: await ctx.db.select().from(companies).where(eq(companies.id, companyB)),
    requests: await ctx.db.select().from(requests).where(eq(requests.companyId, companyB)).orderBy(requests.id),
  });

  beforeAll(async () => {
    const owner = await ctx.userOf(2);
    const [ownerRow] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
    const card = (await ctx.db.select().from(cards).orderBy(cards.id)).find(
      (c) => c.companyId !== ownerRow!.companyId && c.status === 'active',
    )!;
    companyB = card.companyId;
    const accountsB = await ctx.db.select().from(accounts).where(eq(accounts.companyId, companyB));
    const [userB] = await ctx.db.select().from(users).where(eq(users.companyId, companyB)).orderBy(users.id);
    const [paymentB] = await ctx.db.select().from(payments).where(eq(payments.companyId, companyB)).limit(1);
    // A pending request of company B (a higher limit on its card), for the request endpoints to reach for.
    const [requestB] = await ctx.db
      .insert(requests)
      .values({
        companyId: companyB,
        requesterId: card.holderUserId,
        subjectUserId: card.holderUserId,
        kind: 'card_limit',
        target: `card:${card.id}:daily`,
        payload: { kind: 'card_limit', cardId: card.id, limit: 'daily', amount: '500.00' },
        amount: 50_000n,
        currency: card.currency,
        reason: 'Campaign scale-up',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: requests.id });
    ids = {
      user: userB!.id,
      card: card.id,
      company: companyB,
      transitAccount: accountsB.find((a) => a.type === ACCOUNT_TYPE.transit)!.id,
      binAccount: accountsB.find((a) => a.type === ACCOUNT_TYPE.bin)!.id,
      payment: paymentB!.id,
      request: requestB!.id,
    };
  });

  it.each(byId.map((spec) => [describeEndpoint(spec), spec] as const))(
    '%s refuses every client role of company A and changes nothing of company B',
    async (name, spec) => {
      const before = await snapshot();
      const values: Record<string, string> = {};
      for (const [param, kind] of kinds(spec)) {
        values[param] = kind === 'unscoped' || kind === null ? plausibleParam(spec, param) : String(ids[kind]);
      }
      const scoped = kinds(spec).some(([, kind]) => kind !== 'unscoped');
      for (const role of [2, 3, 4] as const) {
        const res = await ctx.request(spec.method.toUpperCase(), urlOf(spec, values) + (QUERIES[name]?.() ?? ''), {
          token: tokens[role].accessToken,
          json: 'body' in spec && spec.body ? (BODIES[name] ?? {}) : undefined,
        });
        const allowed = spec.access !== 'public' && can(role, spec.access as Parameters<typeof can>[1]);
        if (allowed && scoped) {
          // The caller may do this to their own company's ids: another company's must look absent.
          expect([403, 404], `${name} as role ${role}: ${res.text}`).toContain(res.status);
        } else if (!allowed && spec.access !== 'public') {
          expect([400, 403, 404], `${name} as role ${role}: ${res.text}`).toContain(res.status);
        } else {
          expect(res.status, `${name} as role ${role}: ${res.text}`).toBeLessThan(500);
          if (scoped) expect(res.status, `${name} as role ${role}: ${res.text}`).toBeGreaterThanOrEqual(400);
        }
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
