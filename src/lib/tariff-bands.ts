import type { TariffBand } from '@/src/contracts/tariffs';
import { formatAmount } from './money';

/** '10000.00' → '10,000'; '10.50' → '10.50': whole amounts read without their zeros. */
function shortAmount(value: string): string {
  return formatAmount(value).replace(/\.00$/, '');
}

/**
 * One band as text: '0–10,000 USD: 3.00 %', the open-ended last one '10,000 USD and more: 2.50 %'. A scale
 * prices BIN accounts of every currency in the account's own units, so without an account (settings) the
 * amounts say so: '0–10,000 in the account's currency: 3.00 %'.
 */
export function bandLabel(band: TariffBand, currency?: string | null): string {
  // null: the caller states the unit once for several bands (bandsSummary).
  const unit = currency === null ? '' : currency ? ` ${currency}` : " in the account's currency";
  const range =
    band.amountTo === null
      ? `${shortAmount(band.amountFrom)}${unit} and more`
      : `${shortAmount(band.amountFrom)}–${shortAmount(band.amountTo)}${unit}`;
  return `${range}: ${formatAmount(band.fee)} %`;
}
