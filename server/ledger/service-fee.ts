import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, binSets, cardProviders, companyTariffScales, tariffScaleBands } from '../db/schema/index';
import { formatMinor } from './amounts';
import { compareDecimals } from './decimals';

/**
 * Which tariff scale prices a transfer to a BIN account (PRODUCT.md "Service fee"): the account's own
 * scale, unless it follows auto-update — then the company's scale for the BIN set's provider, unless that
 * follows auto-update too — then the provider's current scale.
 */
export async function binAccountTariffScale(db: Db, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({
      own: accounts.tariffScaleId,
      autoUpdate: accounts.serviceFeeAutoUpdate,
      companyScale: companyTariffScales.tariffScaleId,
      companyAutoUpdate: companyTariffScales.autoUpdate,
      providerScale: cardProviders.tariffScaleId,
    })
    .from(accounts)
    .innerJoin(binSets, eq(binSets.id, accounts.binSetId))
    .innerJoin(cardProviders, eq(cardProviders.id, binSets.providerId))
    .leftJoin(companyTariffScales, and(eq(companyTariffScales.companyId, accounts.companyId), eq(companyTariffScales.providerId, binSets.providerId)))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  if (!row.autoUpdate) return row.own;
  if (row.companyAutoUpdate === false && row.companyScale !== null) return row.companyScale;
  return row.providerScale;
}

/**
 * The fee percent of the band holding `amount` (bands are [amountFrom, amountTo), the last may be open);
 * beyond the last closed band its fee applies. No scale, no fee.
 */
export async function feePercentFor(db: Db, tariffScaleId: number | null, amount: bigint, currency: string): Promise<string> {
  if (tariffScaleId === null) return '0.00';
  const bands = await db
    .select({ from: tariffScaleBands.amountFrom, to: tariffScaleBands.amountTo, fee: tariffScaleBands.fee })
    .from(tariffScaleBands)
    .where(eq(tariffScaleBands.tariffScaleId, tariffScaleId))
    .orderBy(asc(tariffScaleBands.amountFrom));
  if (bands.length === 0) return '0.00';
  const value = formatMinor(amount, currency);
  const band = bands.find((b) => compareDecimals(value, b.from) >= 0 && (b.to === null || compareDecimals(value, b.to) < 0));
  return (band ?? bands[bands.length - 1]!).fee;
}

/** The service-fee percent of a transfer of `amount` to this BIN account. */
export async function binAccountFeePercent(db: Db, accountId: number, amount: bigint, currency: string) {
  return feePercentFor(db, await binAccountTariffScale(db, accountId), amount, currency);
}
