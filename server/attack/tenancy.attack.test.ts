// Proves that company and team boundaries hold at the API: a client can neither read nor change a user of
// another company, a team lead reaches only their own team, and a buyer only themself.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '@/src/contracts/auth';
import { can, type RoleId } from '@/src/contracts/access';
import { cardEndpoints } from '@/src/contracts/cards';
import { cardEvents, cards, companies, users } from '@/server/db/schema/index';
import { createTestContext, type TestContext } from '@/server/test-support/context';

let ctx: TestContext;
let strangerId: number;
let otherTeamMemberId: number;
let tokens: Record<1 | 2 | 3 | 4 | 7, TokenSet>;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  ctx = await createTestContext();
  const [bluefin] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
  const [stranger] = await ctx.db
    .insert(users)
    .values({ email: 'owner@bluefin.test', role: 2, companyId: bluefin!.id, firstName: 'Stranger' })
    .returning({ id: users.id });
  strangerId = stranger!.id;
  const owner = await ctx.userOf(2);
  const [ownerRow] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, owner.id));
  // A buyer of the same company who is not in the demo team lead's team.
  const [other] = await ctx.db
    .insert(users)
    .values({ email: 'solo@northwind.test', role: 4, companyId: ownerRow!.companyId, firstName: 'Solo' })
    .returning({ id: users.id });
  otherTeamMemberId = other!.id;
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
