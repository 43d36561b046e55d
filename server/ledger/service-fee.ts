import { eq, sql } from 'drizzle-orm';
import type { ServiceFeeRule } from '@/src/contracts/bin-account-fees';
import { rowsOf, type Db } from '@/server/db/client';
import { bandsOf } from '@/server/db/queries/tariffs';
import { accounts, binSets, cardProviders, companyTariffScales, tariffScales } from '@/server/db/schema/index';
import { formatMinor, toMinor } from './amounts';
import { compareDecimals } from './decimals';

/**
 * Which tariff scale prices a transfer to a BIN account (PRODUCT.md "Service fee"): the account's own
 * scale, unless it follows auto-update — then the company's scale for the BIN set's provider, unless that
 * follows auto-update too — then the provider's current scale.
 */
export async function binAccountTariffScale(db: Db, accountId: number): Promise<number | null> {
  return (await binAccountTariffScales(db, [accountId])).get(accountId) ?? null;
}

/**
 * The rule above in SQL, over an account aliased `a`: the joins it needs (left joins, so a statement may
 * read other accounts beside BIN ones) and the scale it picks. One place for the rule, for the reads below
 * and for a transfer's plan, which reads it with the accounts in one statement.
 */
export const binAccountScaleJoins = sql`left join ${binSets} bs on bs.id = a.bin_set_id
  left join ${cardProviders} cp on cp.id = bs.provider_id
  left join ${companyTariffScales} cts on cts.company_id = a.company_id and cts.provider_id = bs.provider_id`;
export const binAccountScale = sql`(case when bs.id is null then null
  when not a.service_fee_auto_update then a.tariff_scale_id
  when cts.auto_update = false and cts.tariff_scale_id is not null then cts.tariff_scale_id
  else cp.tariff_scale_id end)`;

/** Whose scale the rule above picked (SERVICE_FEE_RULES): the account's, the company's or the provider's. */
export const binAccountRule = sql`(case when bs.id is null then null
  when not a.service_fee_auto_update then 'account'
  when cts.auto_update = false and cts.tariff_scale_id is not null then 'company'
  else 'provider' end)`;

/** `binAccountTariffScale` of several BIN accounts in one read (an account that is none is left out). */
export async function binAccountTariffScales(db: Db, accountIds: number[]): Promise<Map<number, number | null>> {
  const rules = await binAccountFeeRules(db, accountIds);
  return new Map([...rules].map(([id, { scale }]) => [id, scale]));
}

/** The scale that prices transfers to each BIN account and whose it is, in one read. */
export async function binAccountFeeRules(
  db: Db,
  accountIds: number[],
): Promise<Map<number, { scale: number | null; rule: ServiceFeeRule }>> {
  if (accountIds.length === 0) return new Map();
  const rows = rowsOf<{ id: number; scale: number | null; rule: ServiceFeeRule }>(
    await db.execute(sql`select a.id, ${binAccountScale} as scale, ${binAccountRule} as rule
      from ${accounts} a ${binAccountScaleJoins} where a.id in ${accountIds} and bs.id is not null`),
  );
  return new Map(rows.map(({ id, scale, rule }) => [id, { scale, rule }]));
}

export interface TariffBand {
  from: string;
  to: string | null;
  fee: string;
}

/** The bands of several tariff scales in one read (bandsOf), each scale's in amount order; no bands, no entry. */
export async function tariffBands(db: Db, tariffScaleIds: number[]): Promise<Map<number, TariffBand[]>> {
  const bands = await bandsOf(db, [...new Set(tariffScaleIds)]);
  return new Map(
    [...bands]
      .filter(([, scaleBands]) => scaleBands.length > 0)
      .map(([id, scaleBands]) => [id, scaleBands.map((b) => ({ from: b.amountFrom, to: b.amountTo, fee: b.fee }))]),
  );
}

/**
 * The fee percent of the band holding `amount` (bands are [amountFrom, amountTo), the last may be open);
 * beyond the last closed band its fee applies. No band, no fee.
 */
export function feePercentIn(bands: TariffBand[], amount: bigint, currency: string): string {
  if (bands.length === 0) return '0.00';
  const value = formatMinor(amount, currency);
  const band = bands.find(
    (b) => compareDecimals(value, b.from) >= 0 && (b.to === null || compareDecimals(value, b.to) < 0),
  );
  return (band ?? bands[bands.length - 1]!).fee;
}

/** The fee percent of one scale for `amount`. No scale, no fee. */
export async function feePercentFor(
  db: Db,
  tariffScaleId: number | null,
  amount: bigint,
  currency: string,
): Promise<string> {
  if (tariffScaleId === null) return '0.00';
  return feePercentIn((await tariffBands(db, [tariffScaleId])).get(tariffScaleId) ?? [], amount, currency);
}

/** The service-fee percent of a transfer of `amount` to this BIN account. */
export async function binAccountFeePercent(db: Db, accountId: number, amount: bigint, currency: string) {
  return feePercentFor(db, await binAccountTariffScale(db, accountId), amount, currency);
}

/**
 * The least service fee of a transfer to this BIN account, in minor units of `currency`: its tariff
 * scale's minimum fee, 0n without a scale.
 */
export async function binAccountMinFee(db: Db, accountId: number, currency: string): Promise<bigint> {
  const scaleId = await binAccountTariffScale(db, accountId);
  if (scaleId === null) return 0n;
  const [row] = await db.select({ minFee: tariffScales.minFee }).from(tariffScales).where(eq(tariffScales.id, scaleId));
  return toMinor(row?.minFee ?? '0', currency);
}
