import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { users } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { fund, newKey, northwindId, openBinAccount, transitOf } from '@/server/modules/transfers/money-fixtures';

const t = useTestContext();
let northwind: number;
beforeAll(async () => {
  northwind = await northwindId(t);
  const usd = await transitOf(t, northwind, 'USD');
  await fund(t, northwind, usd, 150_000n);
  await fund(t, northwind, await openBinAccount(t, northwind, 'USD'), 2_500n);
  const admin = (await t.sessionFor(1)).accessToken;
  await t.request('POST', '/api/backoffice/company/withdrawal', {
    token: admin,
    json: { companyId: northwind, accountId: usd, amount: '10.00' },
    headers: { 'Idempotency-Key': newKey() },
  });
});

const cents = (s: string) => BigInt(s.replace('.', ''));

describe('balances', () => {
  it('the header balance sums its records per currency, hold included', async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const res = await t.request('GET', '/api/company/available-balances', { token: owner });
    expect(res.status).toBe(200);
    const { meta, records } = res.body.data;
    for (const { total, currencyCode } of meta.balance) {
      const sum = records
        .filter((r: { currencyCode: string }) => r.currencyCode === currencyCode)
        .reduce((s: bigint, r: { balance: string }) => s + cents(r.balance), 0n);
      expect(cents(total)).toBe(sum);
    }
    for (const { total, currencyCode } of meta.hold) {
      const sum = records
        .filter((r: { currencyCode: string }) => r.currencyCode === currencyCode)
        .reduce((s: bigint, r: { hold: string }) => s + cents(r.hold), 0n);
      expect(cents(total)).toBe(sum);
    }
    // The seeded pending withdrawal (1 500.00) and this file's (10.00) are held on USD.
    expect(
      cents(meta.hold.find((h: { currencyCode: string }) => h.currencyCode === 'USD').total),
    ).toBeGreaterThanOrEqual(1_000n);
    expect(records.some((r: { type: { value: number } }) => r.type.value === 1)).toBe(true);
    expect((await t.request('GET', '/api/page/dashboard/balance', { token: owner })).body.data).toEqual(res.body.data);
  });

  it('needs see_balance and canSeeBalance: a buyer (none) and a lead without canSeeBalance get 403', async () => {
    const buyer = (await t.sessionFor(4)).accessToken;
    const refused = await t.request('GET', '/api/company/available-balances', { token: buyer });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(apiMessage.permissionMissing);
    const lead = await t.userOf(3);
    const leadToken = (await t.sessionFor(3)).accessToken;
    expect((await t.request('GET', '/api/company/available-balances', { token: leadToken })).status).toBe(200);
    await t.db.update(users).set({ canSeeBalance: false }).where(eq(users.id, lead.id));
    expect((await t.request('GET', '/api/page/dashboard/balance', { token: leadToken })).status).toBe(403);
    await t.db.update(users).set({ canSeeBalance: true }).where(eq(users.id, lead.id));
  });

  it('admin totals add up by legal entity and split into transit and BIN', async () => {
    const admin = (await t.sessionFor(1)).accessToken;
    const res = await t.request('GET', '/api/backoffice/header/total-balance', { token: admin });
    expect(res.body.data.records.map((r: { currencyCode: string }) => r.currencyCode)).toEqual([
      'EUR',
      'USDT',
      'USDC',
      'USD',
    ]);
    for (const record of res.body.data.records) {
      for (const part of [record.amount, record.transitAmount, record.binAmount]) {
        expect(part.byLegalEntity.reduce((s: bigint, e: { amount: string }) => s + cents(e.amount), 0n)).toBe(
          cents(part.amount),
        );
      }
      expect(cents(record.transitAmount.amount) + cents(record.binAmount.amount)).toBe(cents(record.amount.amount));
    }
    const usd = res.body.data.records.find((r: { currencyCode: string }) => r.currencyCode === 'USD');
    expect(cents(usd.binAmount.amount)).toBeGreaterThanOrEqual(2_500n);
    expect(
      (await t.request('GET', '/api/backoffice/header/total-balance', { token: (await t.sessionFor(5)).accessToken }))
        .status,
    ).toBe(403);
  });

  it('the provider balance and company totals leave out USD and USDC', async () => {
    const admin = (await t.sessionFor(1)).accessToken;
    const providers = await t.request('GET', '/api/backoffice/header/provider-balance', { token: admin });
    for (const p of providers.body.data.records)
      expect(p.balance.map((b: { currencyCode: string }) => b.currencyCode)).toEqual(['EUR', 'USDT']);
    const totals = await t.request('GET', `/api/backoffice/company/${northwind}/balance/tab-total-amount`, {
      token: admin,
    });
    expect(totals.body.data.records.map((r: { currencyCode: string }) => r.currencyCode)).toEqual(['EUR', 'USDT']);
  });

  it('pay-in info: USDT on TRC and ERC, USDC, the default provider’s stable addresses, QR on our host', async () => {
    const owner = (await t.sessionFor(2)).accessToken;
    const first = await t.request('GET', '/api/top-up/pay-in-info', { token: owner });
    expect(first.status).toBe(200);
    const { records, provider, wire } = first.body.data;
    expect(provider.name).toBe('Sandbox Pay');
    expect(records.map((r: { currency: string }) => r.currency)).toEqual(['USDT_TRC', 'USDT_ERC', 'USDC']);
    expect(records[0].address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(records[1].address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(records[0].qr).toMatch(new RegExp(`/top-up/USDT_TRC/${records[0].address}$`));
    expect(records[0]).toMatchObject({ rate: '1', fee: '0.50', convertedCurrencyCode: 'USDT' });
    expect(wire).toBeNull();
    const second = await t.request('GET', '/api/top-up/pay-in-info', { token: owner });
    expect(second.body.data.records).toEqual(records);
    expect(
      (await t.request('GET', '/api/top-up/pay-in-info', { token: (await t.sessionFor(4)).accessToken })).status,
    ).toBe(403);
  });
});
