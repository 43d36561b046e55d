import { optionalOneOf, optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';
import { isRatePeriodPreset, LAST_30_DAYS, type RatePeriodPreset } from '@/src/lib/periods';
import { readChosenPeriod } from '@/src/lib/chosen-period';

/*
 * The admin decline-rate list's filters and sort as they live in the URL, read without the schema library
 * (route options load with the first screen); a bad value is dropped.
 */

export const DECLINE_RATE_SORTS = ['declineRate', 'declinePaymentsCount', 'totalPaymentsCount', 'name'] as const;
export type DeclineRateSortKey = (typeof DECLINE_RATE_SORTS)[number];

export interface DeclineRateSearch {
  search?: string;
  period?: RatePeriodPreset;
  sort?: DeclineRateSortKey;
  order?: 'asc' | 'desc';
  /** Every company, not only those with payments in the period. */
  all?: true;
  page?: number;
}

export function validateDeclineRateSearch(search: Record<string, unknown>): DeclineRateSearch {
  const result: DeclineRateSearch = {};
  const text = optionalText(100)(search.search)?.trim();
  const period = wholeNumberIn(search.period, 0, LAST_30_DAYS);
  const sort = optionalOneOf(DECLINE_RATE_SORTS)(search.sort);
  const order = optionalOneOf(['asc', 'desc'] as const)(search.order);
  const page = pagePastFirst(search.page);
  if (text) result.search = text;
  if (isRatePeriodPreset(period)) result.period = period;
  if (sort) result.sort = sort;
  if (order) result.order = order;
  if (search.all === true || search.all === 'true' || search.all === '1') result.all = true;
  if (page !== undefined) result.page = page;
  return result;
}

export const DECLINE_RATE_TABLE_ID = 'admin-decline-rate';
export const DECLINE_RATE_PERIOD_KEY = 'admin-decline-rate';

/** The period chosen on the decline-rate pages, by default the companies list's window (last 30 days). */
export const readDeclineRatePeriod = (): RatePeriodPreset =>
  readChosenPeriod(DECLINE_RATE_PERIOD_KEY, LAST_30_DAYS as RatePeriodPreset, isRatePeriodPreset);
