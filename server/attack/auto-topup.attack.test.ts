// Auto top-up rules (issue 23) as the lowest role would attack them: another company's ids, rights the
// caller lacks (no transfer_funds, staff through the client's endpoints, staff changing what they may only
// read), amounts at the rounding edges and beyond, NUL bytes, and 50 identical requests at once. Every
// refusal leaves the rules, the accounts' thresholds and the audit log as they were.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, autoTopUpRules, companies, users } from '@/server/db/schema/index';
import { fund, northwindId, openBinAccount, transitOf } from '@/server/modules/transfers/money-fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
let companyId: number;
let bluefinId: number;
let bin: number;
let transit: number;
let foreignBin: number;
let foreignTransit: number;

beforeAll(async () => {
  companyId = await northwindId(t);
  const [bluefin] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bluefin Apps'));
  bluefinId = bluefin!.id;
  bin = await openBinAccount(t, companyId);
  transit = await transitOf(t, companyId, 'USD');
  await fund(t, companyId, bin, 50_000n);
  foreignBin = await openBinAccount(t, bluefinId);
  foreignTransit = await transitOf(t, bluefinId, 'USD');
}, 180_000);

const token = async (role: 1 | 2 | 3 | 4 | 5 | 6 | 8) => (await t.sessionFor(role)).accessToken;
const put = async (role: 1 | 2 | 3 | 4 | 5 | 6 | 8, account: number, json: unknown) =>
  t.request('PUT', `/api/bin-account/${account}/auto-top-up`, { token: await token(role), json });
const rule = { fromAccountId: 0, below: '100.00', mode: 'amount', amount: '50.00' };
const valid = () => ({ ...rule, fromAccountId: transit });

/** What a refused request must not change. */
async function state() {
  const rules = await t.db.select().from(autoTopUpRules).orderBy(autoTopUpRules.id);
  const thresholds = await t.db
    .select({ id: accounts.id, below: accounts.autoTopUpBelow })
    .from(accounts)
    .where(sql`${accounts.autoTopUpBelow} is not null`);
  const [audited] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(sql`${auditLog.action} like 'company.autoTopUp%'`);
  return JSON.stringify({ rules, thresholds, audited: audited!.n }, (_, v) => (typeof v === 'bigint' ? String(v) : v));
}

describe('tenancy', () => {
  it("another company's BIN account is a 404 and its transit account a 422, on every endpoint", async () => {
    const before = await state();
    expect((await put(2, foreignBin, { ...rule, fromAccountId: foreignTransit })).status).toBe(404);
    const owner = await token(2);
    for (const path of [`/api/bin-account/${foreignBin}/auto-top-up`, `/api/bin-account/${transit}/auto-top-up`])
      expect((await t.request('GET', path, { token: owner })).status).toBe(404);
    expect((await t.request('DELETE', `/api/bin-account/${foreignBin}/auto-top-up`, { token: owner })).status).toBe(
      404,
    );
    const query = `fromAccountId=${foreignTransit}&below=1.00&mode=amount&amount=5.00`;
    const preview = await t.request('GET', `/api/bin-account/${foreignBin}/auto-top-up/preview?${query}`, {
      token: owner,
    });
    expect(preview.status).toBe(404);
    const fromForeign = await put(2, bin, { ...rule, fromAccountId: foreignTransit });
    expect(fromForeign.status).toBe(422);
    expect(fromForeign.body.errors).toHaveProperty('fromAccountId');
    // A BIN account as the source, a transit account as the target: neither is what a rule names.
    expect((await put(2, bin, { ...rule, fromAccountId: bin })).body.errors).toHaveProperty('fromAccountId');
    expect((await put(2, transit, valid())).status).toBe(404);
    expect(await state()).toBe(before);
  });

  it('staff read a company that exists, and an unknown one is a 404', async () => {
    const admin = await token(5);
    expect(
      (await t.request('GET', `/api/backoffice/company/${companyId}/auto-top-up/rules`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await t.request('GET', '/api/backoffice/company/2147483647/auto-top-up/rules', { token: admin })).status,
    ).toBe(404);
  });
});

describe('rights', () => {
  it('a buyer or team lead without transfer_funds, and staff, cannot keep a rule', async () => {
    const before = await state();
    for (const role of [3, 4] as const) {
      const res = await put(role, bin, valid());
      expect(res.status).toBe(403);
      const list = await t.request('GET', '/api/auto-top-up/rules', { token: await token(role) });
      expect(list.status).toBe(403);
    }
    for (const role of [1, 5, 6, 8] as const) expect((await put(role, bin, valid())).status).toBe(403);
    expect(await state()).toBe(before);
  });

  it('a buyer granted transfer_funds keeps the rules of their own company only', async () => {
    const buyer = await t.userOf(4);
    await t.db
      .update(users)
      .set({ permissions: ['transfer_funds'] })
      .where(eq(users.id, buyer.id));
    try {
      expect((await put(4, bin, valid())).status).toBe(200);
      expect((await put(4, foreignBin, { ...rule, fromAccountId: foreignTransit })).status).toBe(404);
    } finally {
      await t.db.update(users).set({ permissions: [] }).where(eq(users.id, buyer.id));
      await t.request('DELETE', `/api/bin-account/${bin}/auto-top-up`, { token: await token(2) });
    }
  });
});

describe('bad input', () => {
  it.each([
    ['a third decimal', { below: '100.001' }, 'below'],
    ['zero', { below: '0' }, 'below'],
    ['a negative amount', { amount: '-5.00' }, 'amount'],
    ['an amount past the largest movement', { amount: '1000000000.01' }, 'amount'],
    ['an amount below the transfer minimum', { amount: '0.50' }, 'amount'],
    ['a target past the largest movement', { mode: 'target', amount: null, target: '1000000000.01' }, 'target'],
    ['a daily amount cap of a tenth of a cent', { dailyMaxAmount: '0.001' }, 'dailyMaxAmount'],
    ['a target at the threshold', { mode: 'target', amount: null, target: '100.00' }, 'target'],
    ['a target mode without a target', { mode: 'target', amount: null }, 'target'],
    ['an amount mode without an amount', { amount: null }, 'amount'],
    ['an unknown mode', { mode: 'all' }, 'mode'],
    ['a NUL byte', { mode: 'amount\u0000' }, 'mode'],
    ['a daily cap of none', { dailyMaxCount: 0 }, 'dailyMaxCount'],
    ['a fractional daily cap', { dailyMaxCount: 1.5 }, 'dailyMaxCount'],
    ['a huge account id', { fromAccountId: 2_147_483_648 }, 'fromAccountId'],
  ])('%s is a 422 on its field and changes nothing', async (_, change, field) => {
    const before = await state();
    const res = await put(2, bin, { ...valid(), ...change });
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await state()).toBe(before);
  });

  it('an id that is no id is refused before anything is read', async () => {
    const owner = await token(2);
    for (const id of ['0', '-1', '2147483648', 'abc'])
      expect((await t.request('GET', `/api/bin-account/${id}/auto-top-up`, { token: owner })).status).toBeLessThan(500);
  });
});

describe('50 identical requests at once', () => {
  it('saving the same rule 50 times leaves one rule, one threshold and no server error', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => put(2, bin, valid())));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const rules = await t.db.select().from(autoTopUpRules).where(eq(autoTopUpRules.binAccountId, bin));
    expect(rules).toHaveLength(1);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, bin));
    expect(account!.autoTopUpBelow).toBe(10_000n);
  });

  it('deleting it 50 times deletes it once', async () => {
    const owner = await token(2);
    const deletions = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'company.autoTopUpDelete')));
    const deletedBefore = (await deletions()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.request('DELETE', `/api/bin-account/${bin}/auto-top-up`, { token: owner })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([]);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, bin));
    expect(account!.autoTopUpBelow).toBeNull();
    expect(await deletions()).toHaveLength(deletedBefore + 1);
  });
});
