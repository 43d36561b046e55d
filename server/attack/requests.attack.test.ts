// Requests and one-tap approvals (issue 24) as an attacker would try them: another company's cards,
// accounts and requests, a buyer deciding or a lead deciding their own, ids past the integer range, NUL
// bytes, far-off expiry, huge amounts, 50 approvals of one request at once and 50 identical asks at once.
// Bad input is a 4xx naming the field and nothing is written.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, ACCOUNT_TYPE, auditLog, cardEvents, cards, companies, requests } from '@/server/db/schema/index';
import { ask, requestWorld, type RequestWorld } from '@/server/modules/requests/requests.fixtures';
import { addUser, tokenOf } from '@/server/modules/team/team.fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
let w: RequestWorld;
let stranger: { id: number; token: string; cardId: number | null; binAccountId: number };

beforeAll(async () => {
  w = await requestWorld(t);
  const [bluefin] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
  const owner = await addUser(t, { companyId: bluefin!.id, role: 2, permissions: ['card_issue', 'transfer_funds'] });
  const [card] = await t.db.select({ id: cards.id }).from(cards).where(eq(cards.companyId, bluefin!.id)).limit(1);
  const [bin] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, bluefin!.id), eq(accounts.type, ACCOUNT_TYPE.bin)))
    .limit(1);
  stranger = { id: owner.id, token: await tokenOf(t, owner.id), cardId: card?.id ?? null, binAccountId: bin?.id ?? 0 };
}, 180_000);

async function written() {
  const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(requests);
  const [a] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(sql`${auditLog.action} like 'request.%'`);
  return { requests: r!.n, audits: a!.n };
}

const post = (token: string, json: unknown) => t.request('POST', '/api/request', { token, json });

/** The owner sets a person limit: only a limit that exists is asked higher. */
async function limitOf(userId: number, limit: { currency: string; daily: string | null; monthly: string | null }) {
  const res = await t.request('PUT', `/api/user/${userId}/spend-limits`, {
    token: w.owner.token,
    json: { limits: [limit] },
  });
  expect(res.status, res.text).toBe(200);
}

/** `person`'s pending request to raise their monthly limit in `currency` from `monthly` to `asked`. */
async function askMonthlyRaise(
  person: { id: number; token: string },
  currency: string,
  monthly: string,
  asked: string,
) {
  await limitOf(person.id, { currency, daily: null, monthly });
  return ask(t, person.token, { kind: 'person_limit', currency, limit: 'monthly', amount: asked });
}

describe('bad input: 4xx naming the field, nothing written', () => {
  it.each([
    [
      'a NUL byte in the reason',
      { kind: 'card_limit', limit: 'daily', amount: '500.00', reason: 'a\u0000b' },
      'reason',
    ],
    ['an unknown kind', { kind: 'steal', amount: '1.00', reason: 'x' }, 'kind'],
    ['a huge amount', { kind: 'card_limit', limit: 'daily', amount: '1e30', reason: 'x' }, 'amount'],
    ['too many places', { kind: 'card_limit', limit: 'daily', amount: '500.001', reason: 'x' }, 'amount'],
    [
      'a far expiry',
      { kind: 'card_limit', limit: 'daily', amount: '500.00', reason: 'x', expiresInHours: 1e9 },
      'expiresInHours',
    ],
    [
      'an id past the integer range',
      { kind: 'card_limit', cardId: 2_147_483_648, limit: 'daily', amount: '500.00', reason: 'x' },
      'cardId',
    ],
    ['an empty reason', { kind: 'card_limit', limit: 'daily', amount: '500.00', reason: '  ' }, 'reason'],
  ])('%s', async (_, body, field) => {
    const before = await written();
    const res = await post(w.buyer.token, { cardId: w.card.id, ...body });
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).join(' ')).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('the push action refuses junk tokens with 4xx, never 500', async () => {
    for (const token of ['', 'a\u0000b', 'x'.repeat(600), '1.2.3.4.5', '+1']) {
      const res = await t.request('POST', '/api/request/push-action', { json: { token, action: 'approve' } });
      expect(res.status, token).toBeGreaterThanOrEqual(400);
      expect(res.status, token).toBeLessThan(500);
    }
  });
});

describe('tenancy and rights', () => {
  it("another company's card, account or request is out of reach", async () => {
    const before = await written();
    if (stranger.cardId !== null) {
      const res = await post(w.buyer.token, {
        kind: 'card_limit',
        cardId: stranger.cardId,
        limit: 'daily',
        amount: '500.00',
        reason: 'x',
      });
      expect(res.status).toBe(422);
    }
    const funds = await post(w.buyer.token, {
      kind: 'funds',
      fromAccountId: w.transit,
      toAccountId: stranger.binAccountId,
      amount: '10.00',
      reason: 'x',
    });
    expect(funds.status).toBe(422);
    expect(await written()).toEqual(before);

    const made = await askMonthlyRaise(w.buyer, 'EUR', '100.00', '900.00');
    const id = made.request.id;
    for (const path of [`/api/request/${id}/approve`, `/api/request/${id}/decline`]) {
      expect((await t.request('POST', path, { token: stranger.token, json: {} })).status).toBe(404);
    }
    expect((await t.request('GET', `/api/request/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.request('GET', `/api/request/${id + 1_000_000}`, { token: w.owner.token })).status).toBe(404);
    // A buyer has no decide right; a lead may not decide the request they asked for a member.
    expect((await t.request('POST', `/api/request/${id}/approve`, { token: w.buyer.token, json: {} })).status).toBe(
      403,
    );
    const bulk = await t.request('POST', '/api/request/bulk-decline', {
      token: stranger.token,
      json: { ids: [id, id + 1] },
    });
    expect(bulk.body.data).toMatchObject({ declined: [], skipped: [id, id + 1] });
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row!.status).toBe('pending');
  });

  it("what may be asked names nothing of another company's", async () => {
    const [bluefin] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
    const outsider = await addUser(t, { companyId: bluefin!.id, role: 3 });
    const res = await t.request('GET', '/api/request/askable', { token: await tokenOf(t, outsider.id) });
    expect(res.status, res.text).toBe(200);
    const seen = res.body.data as {
      people: { id: number }[];
      cards: { id: number }[];
      funds: { transit: { id: number }[]; bin: { id: number }[] };
    };
    expect(seen.people.map((p) => p.id)).toEqual([outsider.id]);
    expect(seen.cards.map((c) => c.id)).not.toContain(w.card.id);
    const accountIds = [...seen.funds.transit, ...seen.funds.bin].map((a) => a.id);
    expect(accountIds).not.toContain(w.transit);
    expect(accountIds).not.toContain(w.nw.account.id);
    const theirs = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, bluefin!.id));
    expect(accountIds.every((id) => theirs.some((a) => a.id === id))).toBe(true);
  });

  it("a lead's own request goes to the owner", async () => {
    const made = await askMonthlyRaise(w.lead, 'USD', '1000.00', '5000.00');
    const self = await t.request('POST', `/api/request/${made.request.id}/approve`, { token: w.lead.token, json: {} });
    expect(self.status).toBe(403);
  });
});

describe('the same request 50 times at once', () => {
  it('50 identical asks make one request', async () => {
    const body = { kind: 'card_limit', cardId: w.card.id, limit: 'monthly', amount: '7000.00', reason: 'x' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(w.buyer.token, body)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const ids = new Set(answers.map((a) => a.body.data.request.id as number));
    expect(ids.size).toBe(1);
  });

  it('50 approvals at once execute once; the others hear "already decided"', async () => {
    const [pending] = await t.db
      .select()
      .from(requests)
      .where(
        and(eq(requests.kind, 'card_limit'), eq(requests.status, 'pending'), sql`${requests.target} like '%monthly'`),
      );
    const before = await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardId, w.card.id), eq(cardEvents.type, 'limits')));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', `/api/request/${pending!.id}/approve`, { token: w.owner.token, json: {} }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const after = await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardId, w.card.id), eq(cardEvents.type, 'limits')));
    expect(after.length).toBe(before.length + 1);
  });
});
