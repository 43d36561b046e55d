import type { PeriodPreset } from '@/src/lib/periods';
import { optionalOneOf } from '@/src/lib/search-params';

/*
 * The analytics page's filters as they live in the URL, read without the schema library (route options
 * load with the first screen); a bad value is dropped. A custom range (from/to) wins over a preset.
 */

export interface AnalyticsSearch {
  period?: PeriodPreset;
  from?: string;
  to?: string;
  segment?: 1 | 2 | 3 | 4;
  /** A referral code, or 'none'. */
  referral?: string;
}

const isoDay = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
};

export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const result: AnalyticsSearch = {};
  const period = Number(search.period);
  if (search.period !== undefined && search.period !== '' && Number.isInteger(period) && period >= 0 && period <= 5)
    result.period = period as PeriodPreset;
  const from = isoDay(search.from);
  const to = isoDay(search.to);
  if (from && to && from <= to) Object.assign(result, { from, to });
  const segment = optionalOneOf(['1', '2', '3', '4'] as const)(String(search.segment ?? ''));
  if (segment) result.segment = Number(segment) as AnalyticsSearch['segment'];
  if (typeof search.referral === 'string' && /^([A-Za-z0-9]{16}|none)$/.test(search.referral))
    result.referral = search.referral;
  return result;
}

export const ANALYTICS_PERIOD_KEY = 'admin-analytics';
