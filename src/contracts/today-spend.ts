import { toast } from './messages';

/**
 * Spec 3 "Today spend": the client accepts any of three shapes,
 *   { totalAmount, currencyCode }, { amount, currencyCode }, or a map by currency code with an
 *   `executionTime` field that is dropped,
 * plus an empty array (nothing spent yet). Anything else is an error with the spec's text. The portal's
 * own server answers the map (see `todaySpendResponse` in card-analytics.ts); the other shapes are read
 * so an older back end keeps working. Schema-free so a dashboard tile does not need zod to read it.
 */

/** One amount spent today: a decimal string in `currencyCode`. */
export interface TodaySpendAmount {
  amount: string;
  currencyCode: string;
}

export const TODAY_SPEND_FORMAT_ERROR = toast.todaySpendFormat;

const isAmount = (value: unknown): value is string | number =>
  (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) ||
  (typeof value === 'number' && Number.isFinite(value));

const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z][A-Z_]{1,11}$/.test(value);

const asText = (value: string | number) => (typeof value === 'number' ? String(value) : value.trim());

/** Reads what `user/today-spend` answered (its `data`); throws Error(TODAY_SPEND_FORMAT_ERROR) on an unknown shape. */
export function parseTodaySpend(data: unknown): TodaySpendAmount[] {
  const fail = () => new Error(TODAY_SPEND_FORMAT_ERROR);
  if (Array.isArray(data)) {
    if (data.length === 0) return [];
    throw fail();
  }
  if (data === null || typeof data !== 'object') throw fail();
  const record = data as Record<string, unknown>;
  const keys = Object.keys(record);

  if (keys.length === 2 && 'currencyCode' in record && ('totalAmount' in record || 'amount' in record)) {
    const amount = 'totalAmount' in record ? record.totalAmount : record.amount;
    if (!isAmount(amount) || !isCurrencyCode(record.currencyCode)) throw fail();
    return [{ amount: asText(amount), currencyCode: record.currencyCode }];
  }

  // The map by currency code: every key but executionTime is a currency code holding an amount.
  const entries = keys.filter((key) => key !== 'executionTime');
  if (!('executionTime' in record) && entries.length === 0) throw fail();
  const out: TodaySpendAmount[] = [];
  for (const key of entries) {
    const amount = record[key];
    if (!isCurrencyCode(key) || !isAmount(amount)) throw fail();
    out.push({ amount: asText(amount), currencyCode: key });
  }
  return out;
}
