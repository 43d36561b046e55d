import type { PaymentStatusKey, PaymentType } from '../../contracts/payments';
import type { PeriodPreset } from '../../lib/periods';
import { optionalOneOf } from '../../lib/search-params';

/*
 * A statement's filters as they live in the URL (UI.md: filters in the URL so a view can be shared and
 * survives reload). Route options load with the first screen, so this file stays free of the schema
 * library (decision 006): the lists below are copies, and statement-search.test.ts proves they equal the
 * contract's. A bad value falls back to its default.
 */

export const STATUS_KEYS = ['pending', 'completed', 'declined', 'cancelled', 'reversed'] as const satisfies readonly PaymentStatusKey[];

/** The payment types a client's statement can show (card ones join when cards exist). */
export const TYPE_KEYS = [
  'top_up',
  'withdrawal',
  'transfer_transit_to_bin',
  'transfer_bin_to_transit',
  'transfer_between_transit',
  'card_issue_fee',
  'card_monthly_fee',
  'service_fee',
  'conversion_fee',
  'card_authorization',
  'card_settlement',
  'card_refund',
  'card_reversal',
  'decline_fee',
  'compensation',
] as const satisfies readonly PaymentType[];

export interface StatementSearch {
  status?: PaymentStatusKey;
  type?: PaymentType;
  /** A spec 9 period preset, 0 to 5. */
  period?: PeriodPreset;
  page?: number;
}

const wholeNumber = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

export function validateStatementSearch(search: Record<string, unknown>): StatementSearch {
  const result: StatementSearch = {};
  const status = optionalOneOf(STATUS_KEYS)(search.status);
  const type = optionalOneOf(TYPE_KEYS)(search.type);
  const period = wholeNumber(search.period, 0, 5) as PeriodPreset | undefined;
  const page = wholeNumber(search.page, 1, 100_000);
  // Only what is set goes back into the URL.
  if (status) result.status = status;
  if (type) result.type = type;
  if (period !== undefined) result.period = period;
  if (page !== undefined && page > 1) result.page = page;
  return result;
}

/** Both statements share one remembered page size and period: the same table, another account. */
export const STATEMENT_TABLE_ID = 'bank-statement';
