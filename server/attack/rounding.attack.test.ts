import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { validation } from '@/src/contracts/messages';
import { auditLog, transferMinimums } from '@/server/db/schema/index';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { ledgerViolations } from '@/server/ledger/invariants';
import {
  balanceOf,
  moneyRowCounts,
  newKey,
  type NorthwindMoney,
  northwindMoney,
} from '@/server/modules/transfers/money-fixtures';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Rounding attacks (issue 17, defect 1): money made or fees skipped by cutting transfers small and by
 * conversion cycles. Every rounding favours the platform (decision 011), so no split pays less fee than
 * the whole and no cycle returns more than it sent; below each currency's minimum a transfer is refused.
 */
const t = useTestContext();
let money: NorthwindMoney;
beforeAll(async () => {
  money = await northwindMoney(t, { usd: 10_000_00n, eur: 1_000_00n });
});

const transfer = (body: object, key = newKey()) =>
  t.request('POST', '/api/transfer', { token: money.owner, json: body, headers: { 'Idempotency-Key': key } });
const quote = (q: { fromAccountId: number; toAccountId: number; amount: string }) =>
  t.request(
    'GET',
    `/api/transfer/approximate-transfer?${new URLSearchParams({
      fromAccountId: String(q.fromAccountId),
      toAccountId: String(q.toAccountId),
      amount: q.amount,
    })}`,
    { token: money.owner },
  );
const MINIMUMS = '/api/backoffice/settings/transfer-minimums';
const setMinimum = (body: object, token = money.admin) => t.request('POST', MINIMUMS, { token, json: body });
const minimumOf = async (currency: string) =>
  (
    await t.db
      .select({ amount: transferMinimums.amount })
      .from(transferMinimums)
      .where(eq(transferMinimums.currency, currency))
  )[0]!.amount;
const minimumAudits = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.transferMinimum'))
  )[0]!.n;

/** Lets transfers of one cent through, so the rounding itself is what the attack meets. */
async function lowerMinimums() {
  for (const currency of ['USD', 'EUR']) expect((await setMinimum({ currency, amount: '0.01' })).status).toBe(200);
}

describe('transfer minimums', () => {
  it(
    'refuses a transfer below the currency minimum (1.00 by default) with 422 on amount, quote included, writing ' +
      'nothing',
    async () => {
      const counts = await moneyRowCounts(t);
      const refused = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '0.99' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.amount).toEqual([validation.minValue('1.00')]);
      const quoted = await quote({ fromAccountId: money.usd, toAccountId: money.bin, amount: '0.16' });
      expect(quoted.status).toBe(422);
      expect(quoted.body.errors.amount).toEqual([validation.minValue('1.00')]);
      expect(await moneyRowCounts(t)).toEqual(counts);
    },
  );

  it('lets only roles 1 and 6 change a minimum; role 5 reads it; a client neither', async () => {
    const role5 = (await t.sessionFor(5)).accessToken;
    const role6 = (await t.sessionFor(6)).accessToken;
    const before = await minimumAudits();
    expect((await setMinimum({ currency: 'USDC', amount: '2.00' }, role5)).status).toBe(403);
    expect((await setMinimum({ currency: 'USDC', amount: '2.00' }, money.owner)).status).toBe(403);
    expect((await t.request('GET', MINIMUMS, { token: money.owner })).status).toBe(403);
    expect((await t.request('GET', MINIMUMS, { token: role5 })).body.data).toEqual(
      expect.arrayContaining([{ currency: 'USDC', amount: '1.00' }]),
    );
    expect(await minimumOf('USDC')).toBe(100n);
    expect(await minimumAudits()).toBe(before);
    const saved = await setMinimum({ currency: 'USDC', amount: '2.50' }, role6);
    expect(saved.status).toBe(200);
    expect(await minimumOf('USDC')).toBe(250n);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.transferMinimum'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      entityType: 'setting',
      companyId: null,
      before: { currency: 'USDC', amount: '1.00' },
      after: { currency: 'USDC', amount: '2.50' },
    });
  });

  it.each([
    ['zero', { currency: 'USDT', amount: '0' }, 'amount'],
    ['a negative amount', { currency: 'USDT', amount: '-1.00' }, 'amount'],
    ['three decimals', { currency: 'USDT', amount: '1.001' }, 'amount'],
    ['a huge number', { currency: 'USDT', amount: '1e309' }, 'amount'],
    ['too many digits', { currency: 'USDT', amount: '99999999999999999999999.99' }, 'amount'],
    ['a NUL byte in the amount', { currency: 'USDT', amount: '1\u0000' }, 'amount'],
    ['a NUL byte in the currency', { currency: 'USDT\u0000', amount: '1.00' }, 'currency'],
    ['a pay-in network, not a balance', { currency: 'USDT_TRC', amount: '1.00' }, 'currency'],
    ['an unknown currency', { currency: 'XYZ', amount: '1.00' }, 'currency'],
    ['no amount', { currency: 'USDT' }, 'amount'],
  ])('refuses %s with 422 naming the field, changing nothing', async (_name, body, field) => {
    const before = await minimumAudits();
    const res = await setMinimum(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
    expect(await minimumOf('USDT')).toBe(100n);
    expect(await minimumAudits()).toBe(before);
  });

  it('reads a plus sign as the plain amount (one spelling reaches the ledger), never a 500', async () => {
    const res = await setMinimum({ currency: 'USDT', amount: '+1.00' });
    expect(res.status).toBeLessThan(300);
    expect(await minimumOf('USDT')).toBe(100n);
  });

  it('50 changes at once: each answered, the last value kept, one audit record per real change', async () => {
    const before = await minimumAudits();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => setMinimum({ currency: 'USDT', amount: i % 2 === 0 ? '3.00' : '4.00' })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.transferMinimum'), sql`${auditLog.after}->>'currency' = 'USDT'`))
      .orderBy(auditLog.id);
    const fresh = rows.slice(rows.length - ((await minimumAudits()) - before));
    // The records chain: each one starts where the one before ended, and the last ends at the stored value.
    for (let i = 1; i < fresh.length; i += 1)
      expect((fresh[i]!.before as { amount: string }).amount).toBe((fresh[i - 1]!.after as { amount: string }).amount);
    expect((fresh.at(-1)!.after as { amount: string }).amount).toBe(formatMinor(await minimumOf('USDT'), 'USDT'));
  });
});

describe('rounding attacks', () => {
  it('50 × 0.16 to a BIN account pays no less fee, credits at most 8.00 at once (was 0.00 fee vs 0.24)', async () => {
    await lowerMinimums();
    const whole = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '8.00' });
    expect(whole.body.data).toMatchObject({ serviceFeeAmount: '0.24', transferAmount: '7.76' });
    const before = await balanceOf(t, money.bin);
    let fees = 0n;
    for (let i = 0; i < 50; i += 1) {
      const piece = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '0.16' });
      expect(piece.status).toBe(201);
      fees += toMinor(piece.body.data.serviceFeeAmount, 'USD');
    }
    expect(fees).toBeGreaterThanOrEqual(24n);
    expect((await balanceOf(t, money.bin)).balance - before.balance).toBeLessThanOrEqual(776n);
  });

  it('50 small transfers at once each pay their rounded-up fee, post their quote, keep the ledger whole', async () => {
    await lowerMinimums();
    const [u, b] = [await balanceOf(t, money.usd), await balanceOf(t, money.bin)];
    // 3% of 0.34 = 0.0102 → 0.02
    const q = await quote({ fromAccountId: money.usd, toAccountId: money.bin, amount: '0.34' });
    expect(q.body.data).toMatchObject({ serviceFeeAmount: '0.02', transferAmount: '0.32' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '0.34' })),
    );
    for (const a of answers) expect(a.body.data).toMatchObject({ ...q.body.data });
    expect((await balanceOf(t, money.usd)).balance).toBe(u.balance - 50n * 34n);
    expect((await balanceOf(t, money.bin)).balance).toBe(b.balance + 50n * 32n);
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
  });

  it('30 conversion cycles USD → EUR → USD never gain (was +0.01 per cycle of 0.20)', async () => {
    await lowerMinimums();
    const [u, e] = [await balanceOf(t, money.usd), await balanceOf(t, money.eur)];
    for (let cycle = 0; cycle < 30; cycle += 1) {
      const there = await transfer({ fromAccountId: money.usd, toAccountId: money.eur, amount: '0.20' });
      expect(there.status).toBe(201);
      const back = await transfer({
        fromAccountId: money.eur,
        toAccountId: money.usd,
        amount: there.body.data.transferAmount,
      });
      expect(back.status).toBe(201);
      expect(toMinor(back.body.data.transferAmount, 'USD')).toBeLessThan(20n);
    }
    const [u2, e2] = [await balanceOf(t, money.usd), await balanceOf(t, money.eur)];
    expect(e2.balance).toBe(e.balance);
    expect(u2.balance).toBeLessThan(u.balance);
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
  });

  it('a conversion of one cent, all fee, is refused on amount and writes nothing', async () => {
    await lowerMinimums();
    const counts = await moneyRowCounts(t);
    const res = await transfer({ fromAccountId: money.usd, toAccountId: money.eur, amount: '0.01' });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual([apiMessage.feeTakesAll]);
    expect(await moneyRowCounts(t)).toEqual(counts);
  });

  it(
    "a tariff scale's minimum fee is charged, quoted as posted, and a scale whose fee rises with the amount is " +
      'refused',
    async () => {
      const api = (method: string, path: string, json?: object) =>
        t.request(method, `/api${path}`, { token: money.admin, json });
      const rising = await api('POST', '/backoffice/settings/tariff-scales/create', {
        name: 'Rising',
        settings: [
          { amountFrom: '0', amountTo: '100', fee: '1' },
          { amountFrom: '100', amountTo: null, fee: '5' },
        ],
      });
      expect(rising.status).toBe(422);
      expect(rising.body.errors['settings.1.fee']).toEqual([apiMessage.bandFeeRises('1')]);
      for (const minFee of ['-1', '1.001', 'abc', '1e3']) {
        const bad = await api('POST', '/backoffice/settings/tariff-scales/create', {
          name: `Bad ${minFee}`,
          minFee,
          settings: [{ amountFrom: '0', amountTo: null, fee: '0' }],
        });
        expect(bad.status).toBe(422);
        expect(bad.body.errors.minFee).toBeDefined();
      }
      const made = await api('POST', '/backoffice/settings/tariff-scales/create', {
        name: 'Flat with minimum',
        minFee: '0.50',
        settings: [{ amountFrom: '0', amountTo: null, fee: '1' }],
      });
      expect(made.status).toBe(201);
      expect(made.body.data.tariffScale).toMatchObject({ minFee: '0.50' });
      expect(
        (
          await api('PATCH', `/backoffice/company/${money.northwind}/bin-account/service-fee`, {
            accountId: money.bin,
            tariffScaleId: made.body.data.tariffScale.id,
          })
        ).status,
      ).toBe(200);
      const q = await quote({ fromAccountId: money.usd, toAccountId: money.bin, amount: '10.00' });
      expect(q.body.data).toMatchObject({ serviceFeeAmount: '0.50', feePercent: '1.00', transferAmount: '9.50' });
      const done = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '10.00' });
      expect(done.body.data).toMatchObject(q.body.data);
      const big = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '100.00' });
      expect(big.body.data).toMatchObject({ serviceFeeAmount: '1.00', transferAmount: '99.00' });
      const allFee = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '0.50' });
      expect(allFee.status).toBe(422);
      expect(allFee.body.errors.amount).toEqual([apiMessage.feeTakesAll]);
    },
  );
});
