import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { eq } from 'drizzle-orm';
import { accounts, companies } from '@/server/db/schema/index';
import { formatMinor } from '@/server/ledger/amounts';
import { ledgerViolations } from '@/server/ledger/invariants';
import { useTestContext } from '@/server/test-support/use-test-context';
import {
  balanceOf,
  fund,
  moneyRowCounts,
  newKey,
  type NorthwindMoney,
  northwindMoney,
  openBinAccount,
  transitOf,
} from './money-fixtures';

const t = useTestContext();
let money: NorthwindMoney;
beforeAll(async () => {
  money = await northwindMoney(t, { usd: 5_000_000n });
});

const transfer = (body: object, key = newKey(), token = money.owner) =>
  t.request('POST', '/api/transfer', { token, json: body, headers: { 'Idempotency-Key': key } });
const quote = (q: Record<string, string | number>, token = money.owner) =>
  t.request(
    'GET',
    `/api/transfer/approximate-transfer?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
    { token },
  );

describe('transfers', () => {
  it(
    'transit → BIN takes the service fee of the tariff scale (Standard: 3.00% below 10 000), and posts exactly the ' +
      'quote',
    async () => {
      const q = await quote({ fromAccountId: money.usd, toAccountId: money.bin, amount: '1000.00' });
      expect(q.body.data).toMatchObject({
        kind: 'transit_to_bin',
        serviceFeeAmount: '30.00',
        feePercent: '3.00',
        transferAmount: '970.00',
        currencyRate: '1',
      });
      const [u, b] = [await balanceOf(t, money.usd), await balanceOf(t, money.bin)];
      const done = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '1000.00' });
      expect(done.status).toBe(201);
      expect(done.body.data).toMatchObject({ ...q.body.data, message: apiMessage.transferDone });
      expect((await balanceOf(t, money.usd)).balance).toBe(u.balance - 100_000n);
      expect((await balanceOf(t, money.bin)).balance).toBe(b.balance + 97_000n);
    },
  );

  it('BIN → transit has no fee', async () => {
    const before = await balanceOf(t, money.usd);
    const done = await transfer({ fromAccountId: money.bin, toAccountId: money.usd, amount: '100' });
    expect(done.body.data).toMatchObject({
      kind: 'bin_to_transit',
      serviceFeeAmount: '0.00',
      transferAmount: '100.00',
    });
    expect((await balanceOf(t, money.usd)).balance).toBe(before.balance + 10_000n);
  });

  it("converts between transit currencies at the rate less the company's conversion fee (1.50%)", async () => {
    const [u, e] = [await balanceOf(t, money.usd), await balanceOf(t, money.eur)];
    const q = await quote({ fromAccountId: money.usd, toAccountId: money.eur, amount: '200.00' });
    // 1.50% of 200.00 = 3.00; 197.00 × 0.925 = 182.225 → 182.22 (what is credited rounds down, decision 011)
    expect(q.body.data).toMatchObject({
      kind: 'conversion',
      serviceFeeAmount: '3.00',
      feePercent: '1.50',
      transferAmount: '182.22',
      currencyRate: '0.9250000000',
    });
    const done = await transfer({ fromAccountId: money.usd, toAccountId: money.eur, amount: '200.00' });
    expect(done.body.data.transferAmount).toBe('182.22');
    expect((await balanceOf(t, money.usd)).balance).toBe(u.balance - 20_000n);
    expect((await balanceOf(t, money.eur)).balance).toBe(e.balance + 18_222n);
  });

  it('insufficient funds → 422 with the available amount, nothing posted', async () => {
    const usdc = await transitOf(t, money.northwind, 'USDC');
    await fund(t, money.northwind, usdc, 1_234n, 'USDC');
    const { balance, hold } = await balanceOf(t, usdc);
    const available = formatMinor(balance - hold, 'USDC');
    const counts = await moneyRowCounts(t);
    const res = await transfer({
      fromAccountId: usdc,
      toAccountId: money.usd,
      amount: formatMinor(balance - hold + 1n, 'USDC'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual([`Insufficient funds: ${available} USDC available`]);
    expect(available.endsWith('.34')).toBe(true);
    expect(await moneyRowCounts(t)).toEqual(counts);
  });

  it("another company's account, a closed one or the same one is refused, nothing posted", async () => {
    const [other] = await t.db
      .insert(companies)
      .values({ name: 'Elsewhere Ltd', referralHash: 'ELSEWHERELTD0001' })
      .returning({ id: companies.id });
    const foreign = (await createTransitAccounts(t.db, other!.id)).find((a) => a.currency === 'EUR')!.id;
    const counts = await moneyRowCounts(t);
    const res = await transfer({ fromAccountId: money.usd, toAccountId: foreign, amount: '1' });
    expect(res.status).toBe(422);
    expect(res.body.errors.toAccountId).toEqual([apiMessage.accountNotFound]);
    expect(
      (await transfer({ fromAccountId: money.usd, toAccountId: money.usd, amount: '1' })).body.errors.toAccountId,
    ).toEqual([apiMessage.sameAccount]);
    expect((await quote({ fromAccountId: foreign, toAccountId: money.usd, amount: '1' })).status).toBe(422);
    const closed = await openBinAccount(t, money.northwind, 'USD');
    await t.db.update(accounts).set({ closedAt: new Date() }).where(eq(accounts.id, closed));
    expect(
      (await transfer({ fromAccountId: money.usd, toAccountId: closed, amount: '1' })).body.errors.toAccountId,
    ).toEqual([apiMessage.accountClosed]);
    const staff = await t.request('POST', `/api/backoffice/top-up/company/${money.northwind}/init-transfer`, {
      token: money.admin,
      json: { fromAccountId: foreign, toAccountId: money.usd, amount: '1' },
    });
    expect(staff.body.errors.fromAccountId).toEqual([apiMessage.accountNotFound]);
    expect(await moneyRowCounts(t)).toEqual(counts);
  });

  it('the same Idempotency-Key posts once and replays the body; the same key with another body is 422', async () => {
    const key = newKey();
    const counts = await moneyRowCounts(t);
    const first = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '10.00' }, key);
    const again = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '10.00' }, key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect((await moneyRowCounts(t)).payments).toBe(counts.payments + 1);
    const other = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '11.00' }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors['Idempotency-Key']).toBeDefined();
  });

  it('a malformed Idempotency-Key is 422 on the header and posts nothing', async () => {
    const counts = await moneyRowCounts(t);
    const bad = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '10.00' }, 'bad key!');
    expect(bad.status).toBe(422);
    expect(bad.body.errors['Idempotency-Key']).toEqual([apiMessage.idempotencyKeyBad]);
    expect((await moneyRowCounts(t)).payments).toBe(counts.payments);
  });

  it('staff init-transfer on the company’s behalf; buyers without transfer_funds are refused', async () => {
    const q = await t.request(
      'GET',
      `/api/backoffice/top-up/company/${money.northwind}/approximate-transfer` +
        `?fromAccountId=${money.usd}&toAccountId=${money.bin}&amount=20000`,
      { token: money.admin },
    );
    // 20 000.00 falls in the second band of the Standard scale: 2.50%.
    expect(q.body.data).toMatchObject({ serviceFeeAmount: '500.00', transferAmount: '19500.00' });
    const done = await t.request('POST', `/api/backoffice/top-up/company/${money.northwind}/init-transfer`, {
      token: money.admin,
      json: { fromAccountId: money.usd, toAccountId: money.bin, amount: '20000' },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(done.status).toBe(201);
    expect(done.body.data.serviceFeeAmount).toBe('500.00');
    const buyer = (await t.sessionFor(4)).accessToken;
    const refused = await transfer({ fromAccountId: money.usd, toAccountId: money.bin, amount: '1' }, newKey(), buyer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(apiMessage.permissionMissing);
    expect(await ledgerViolations(t.db)).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
  });
});
