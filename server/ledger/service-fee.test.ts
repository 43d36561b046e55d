import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE,
  accounts,
  binSets,
  cardProviders,
  companies,
  companyTariffScales,
  tariffScaleBands,
  tariffScales,
} from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { compareDecimals } from './decimals';
import { rateOf } from './rates';
import { binAccountFeePercent, binAccountTariffScale } from './service-fee';

const t = useTestContext({ seed: false });
let account: number;
let companyId: number;
let standard: number;
let premium: number;
beforeAll(async () => {
  standard = (
    await t.db.select({ id: tariffScales.id }).from(tariffScales).where(eq(tariffScales.name, 'Standard'))
  )[0]!.id;
  const [scale] = await t.db.insert(tariffScales).values({ name: 'Premium' }).returning({ id: tariffScales.id });
  premium = scale!.id;
  await t.db.insert(tariffScaleBands).values([
    { tariffScaleId: premium, amountFrom: '0', amountTo: '1000', fee: '1.00' },
    { tariffScaleId: premium, amountFrom: '1000', amountTo: null, fee: '0.50' },
  ]);
  const [company] = await t.db
    .insert(companies)
    .values({ name: 'Fee Co', referralHash: 'FEECOMPANY000001' })
    .returning({ id: companies.id });
  companyId = company!.id;
  const [set] = await t.db
    .insert(binSets)
    .values({ bin: '45671234', name: 'Fee set', providerId: 1, currency: 'USD' })
    .returning({ id: binSets.id });
  const [row] = await t.db
    .insert(accounts)
    .values({ companyId, type: ACCOUNT_TYPE.bin, currency: 'USD', name: 'BIN', binSetId: set!.id })
    .returning({ id: accounts.id });
  account = row!.id;
});

describe('service fee of a transfer to a BIN account', () => {
  it("follows the provider's scale, then the company's, then the account's own", async () => {
    expect(await binAccountTariffScale(t.db, account)).toBe(standard);
    expect(await binAccountFeePercent(t.db, account, 999_999n, 'USD')).toBe('3.00'); // 9,999.99 in [0, 10,000)
    expect(await binAccountFeePercent(t.db, account, 1_000_000n, 'USD')).toBe('2.50'); // 10,000.00 starts the next band
    expect(await binAccountFeePercent(t.db, account, 10_000_000n, 'USD')).toBe('2.00');

    await t.db
      .insert(companyTariffScales)
      .values({ companyId, providerId: 1, tariffScaleId: premium, autoUpdate: false });
    expect(await binAccountFeePercent(t.db, account, 50_000n, 'USD')).toBe('1.00');

    await t.db
      .update(accounts)
      .set({ serviceFeeAutoUpdate: false, tariffScaleId: standard })
      .where(eq(accounts.id, account));
    expect(await binAccountFeePercent(t.db, account, 50_000n, 'USD')).toBe('3.00');

    await t.db.update(accounts).set({ tariffScaleId: null }).where(eq(accounts.id, account));
    expect(await binAccountFeePercent(t.db, account, 50_000n, 'USD')).toBe('0.00');
    await t.db.update(cardProviders).set({ tariffScaleId: standard }).where(eq(cardProviders.id, 1));
  });

  it('compares decimals and reads rates exactly', async () => {
    expect([
      compareDecimals('10000.00', '10000'),
      compareDecimals('9999.99', '10000'),
      compareDecimals('2.5', '2.25'),
    ]).toEqual([0, -1, 1]);
    expect(await rateOf(t.db, 'USDT_TRC', 'USDT')).toBe('1');
    expect(await rateOf(t.db, 'EUR', 'USD')).toBe('1.0800000000');
    expect(await rateOf(t.db, 'EUR', 'XYZ')).toBeNull();
  });
});
