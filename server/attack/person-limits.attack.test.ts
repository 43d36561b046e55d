// Per-person spend limits (issue 23) as the lowest role would attack them: another company's users, a
// buyer or lead raising their own limit or a member's past the lead's, staff through client endpoints, NUL
// bytes and 50 identical saves at once. Every refusal leaves the limits and the audit log as they were.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, personSpendLimits } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addUser } from '@/server/modules/team/team.fixtures';

const t = useTestContext();
let strangerId: number;

beforeAll(async () => {
  const [bluefin] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
  const stranger = { email: 'buyer@bluefin-limits.test', role: 4, companyId: bluefin!.id, firstName: 'Stranger' };
  strangerId = (await addUser(t, stranger)).id;
});

const put = async (role: 1 | 2 | 3 | 4 | 5 | 6 | 8, userId: number, limits: unknown) =>
  t.request('PUT', `/api/user/${userId}/spend-limits`, {
    token: (await t.sessionFor(role)).accessToken,
    json: { limits },
  });
const usd = (daily: string) => [{ currency: 'USD', daily, monthly: null }];

async function state() {
  const rows = await t.db.select().from(personSpendLimits).orderBy(personSpendLimits.id);
  const [audited] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.action, 'user.spendLimits'));
  return JSON.stringify({ rows, audited: audited!.n }, (_, v) => (typeof v === 'bigint' ? String(v) : v));
}

describe('tenancy and rights', () => {
  it("another company's user is a 404 to read and to set", async () => {
    const before = await state();
    expect((await put(2, strangerId, usd('10.00'))).status).toBe(404);
    const owner = (await t.sessionFor(2)).accessToken;
    expect((await t.request('GET', `/api/user/${strangerId}/spend-limits`, { token: owner })).status).toBe(404);
    expect(await state()).toBe(before);
  });

  it('a buyer cannot set anyone, a lead cannot raise their own, staff cannot use the client endpoint', async () => {
    const before = await state();
    const buyer = await t.userOf(4);
    const lead = await t.userOf(3);
    expect((await put(4, buyer.id, usd('99999.00'))).status).toBe(403);
    expect((await put(3, lead.id, usd('99999.00'))).status).toBe(422);
    for (const role of [1, 5, 6, 8] as const) expect((await put(role, buyer.id, usd('1.00'))).status).toBe(403);
    // A buyer reads only their own figures: another user's are out of their reach.
    const buyerToken = (await t.sessionFor(4)).accessToken;
    expect((await t.request('GET', `/api/user/${lead.id}/spend-limits`, { token: buyerToken })).status).toBe(403);
    expect(await state()).toBe(before);
  });

  it('a lead cannot lift a member past their own limit by omitting the currency', async () => {
    const lead = await t.userOf(3);
    const buyer = await t.userOf(4);
    expect((await put(2, lead.id, usd('20.00'))).status).toBe(200);
    const before = await state();
    const res = await put(3, buyer.id, []);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('limits');
    expect((await put(3, buyer.id, usd('20.01'))).status).toBe(422);
    expect(await state()).toBe(before);
  });
});

describe('bad input', () => {
  it.each([
    ['a NUL byte in the currency', [{ currency: 'USD\u0000', daily: '1.00', monthly: null }]],
    ['a negative limit', usd('-1.00')],
    ['a limit past the largest movement', usd('1000000000.01')],
    ['nine currencies', Array.from({ length: 9 }, () => usd('1.00')[0])],
    ['not a list', 'USD'],
  ])('%s is a 422 and changes nothing', async (_, limits) => {
    const before = await state();
    const buyer = await t.userOf(4);
    expect((await put(2, buyer.id, limits)).status).toBe(422);
    expect(await state()).toBe(before);
  });
});

describe('50 identical saves at once', () => {
  it('leave one row per currency and no server error', async () => {
    const buyer = await t.userOf(4);
    const answers = await Promise.all(Array.from({ length: 50 }, () => put(2, buyer.id, usd('30.00'))));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const rows = await t.db.select().from(personSpendLimits).where(eq(personSpendLimits.userId, buyer.id));
    expect(rows.map((r) => [r.currency, r.daily])).toEqual([['USD', 3000n]]);
  });
});

describe("the owner's own limit (the only one set by its holder)", () => {
  it('bad input on the owner themself is a 422 and changes nothing; a lead or buyer cannot touch it', async () => {
    const owner = await t.userOf(2);
    const before = await state();
    for (const limits of [
      [{ currency: 'USD\u0000', daily: '1.00', monthly: null }],
      usd('1000000000.01'),
      usd('-0.01'),
    ])
      expect((await put(2, owner.id, limits)).status).toBe(422);
    // The owner is outside a lead's reach (their team): as unknown as another company's user.
    expect((await put(3, owner.id, usd('1.00'))).status).toBe(404);
    expect((await put(4, owner.id, usd('1.00'))).status).toBe(403);
    expect(await state()).toBe(before);
    // A leading + is the house's one spelling of the number (contracts/validators.ts canonical): 1.00 exactly.
    expect((await put(2, owner.id, usd('+1.00'))).status).toBe(200);
    const [row] = await t.db.select().from(personSpendLimits).where(eq(personSpendLimits.userId, owner.id));
    expect(row!.daily).toBe(100n);
    expect((await put(2, owner.id, [])).status).toBe(200);
  });

  it('50 saves of their own limit at once leave one row, and lifting it leaves none', async () => {
    const owner = await t.userOf(2);
    const answers = await Promise.all(Array.from({ length: 50 }, () => put(2, owner.id, usd('45.00'))));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const rows = await t.db.select().from(personSpendLimits).where(eq(personSpendLimits.userId, owner.id));
    expect(rows.map((r) => [r.currency, r.daily])).toEqual([['USD', 4500n]]);
    expect((await put(2, owner.id, [])).status).toBe(200);
    expect(await t.db.select().from(personSpendLimits).where(eq(personSpendLimits.userId, owner.id))).toEqual([]);
  });
});
