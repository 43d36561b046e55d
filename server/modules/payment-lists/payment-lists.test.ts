import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '@/server/test-support/use-test-context';
import { northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';

/** The lists read the seeded 90 days of history (server/seed/demo-money.ts). */
const t = useTestContext({ tokens: { admin: 1 } });
let northwind: number;
beforeAll(async () => {
  northwind = await northwindId(t);
});

const get = (path: string, token = t.tokens.admin) => t.request('GET', path, { token });

describe('payment lists', () => {
  it('top-up/withdrawal list filters by status and shows the spec 3 Payment fields', async () => {
    const pending = await get('/api/backoffice/transfer-funds/topup-withdrawal/payment-list?status=pending');
    expect(pending.status).toBe(200);
    const types = pending.body.data.records.map((p: { type: { value: string } }) => p.type.value).sort();
    expect(types).toEqual(['top_up', 'withdrawal']);
    expect(pending.body.data.records[0]).toMatchObject({
      status: { key: 'pending', value: 1, description: 'Pending' },
    });
    const crypto = await get(
      `/api/backoffice/transfer-funds/topup-withdrawal/payment-list?companyId=${northwind}&currency=USDT&type=top_up`,
    );
    expect(crypto.body.data.records.every((p: { source: { value: number } }) => p.source.value === 3)).toBe(true);
    expect(crypto.body.data.records[0].info.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('BIN list carries the service fee; transit list the conversions with rate and fee', async () => {
    const bin = await get('/api/backoffice/transfer-funds/bin/payment-list?perPage=50');
    for (const p of bin.body.data.records) expect(p.serviceFeeAmount).toMatch(/^\d+\.\d{2}$/);
    const transit = await get('/api/backoffice/transfer-funds/transit/payment-list?type=transfer_between_transit');
    expect(transit.body.data.records.length).toBeGreaterThan(0);
    expect(transit.body.data.records[0]).toMatchObject({
      conversionFee: expect.any(String),
      rate: expect.any(String),
      originalCurrencyCode: expect.any(String),
    });
  });

  it('a period in the caller timezone narrows the list; finance totals match the list of top-ups', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const old = await get('/api/backoffice/transfer-funds/topup-withdrawal/payment-list?from=2020-01-01&to=2020-12-31');
    expect(old.body.data.meta.totalCount).toBe(0);
    const totals = await get(
      `/api/backoffice/transfer-funds/finance/totals?companyId=${northwind}&from=2020-01-01&to=${today}`,
    );
    const usd = totals.body.data.records.find((r: { currencyCode: string }) => r.currencyCode === 'USD');
    const list = await get(
      `/api/backoffice/transfer-funds/topup-withdrawal/payment-list?companyId=${northwind}` +
        '&type=top_up&status=completed&currency=USD&perPage=200',
    );
    const sum = list.body.data.records.reduce(
      (s: bigint, p: { amount: string }) => s + BigInt(p.amount.replace('.', '')),
      0n,
    );
    expect(BigInt(usd.topUpSum.replace('.', ''))).toBe(sum);
    const details = await get('/api/backoffice/transfer-funds/finance/details');
    expect(details.body.data.records.some((r: { company: { id: number } }) => r.company.id === northwind)).toBe(true);
  });

  it(
    "the owner's statement of a transit account: its payments and what came in and went out; another company's " +
      'account is 404',
    async () => {
      const owner = (await t.sessionFor(2)).accessToken;
      const usd = await transitOf(t, northwind, 'USD');
      const res = await get(`/api/bank/transit/${usd}`, owner);
      expect(res.status).toBe(200);
      expect(res.body.data.account).toMatchObject({ id: usd, currencyCode: 'USD' });
      expect(res.body.data.totals.in).toMatch(/^\d+\.\d{2}$/);
      expect(res.body.data.records.length).toBeGreaterThan(0);
      expect((await get(`/api/bank/bin/${usd}`, owner)).status).toBe(404);
      expect((await get('/api/bank/transit/999999', owner)).status).toBe(404);
    },
  );
});
