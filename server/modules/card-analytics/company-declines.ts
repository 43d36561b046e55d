import type { Context } from 'hono';
import { DECLINE_RATE_DEFAULT_DAYS } from '@/src/contracts/card-analytics';
import { declineCountsOfCompanies, ownerDeclineThresholds } from '@/server/db/queries/card-analytics';
import type { AppEnv } from '@/server/http/context';
import { DEFAULT_DECLINE_THRESHOLD, figuresOf, isAbove, lastDays, thresholdText } from './figures';

/**
 * The companies list's decline figures: the last 30 days (today in the caller's timezone and the 29 days
 * before), the decline-rate page's "Last 30 days", so both show the same rate; with the owner's warning
 * threshold and whether the rate is above it. Two grouped queries for the page's companies.
 */
export async function companiesDeclineFigures(c: Context<AppEnv>, companyIds: number[]) {
  const db = c.var.deps.db;
  const period = lastDays(c.var.deps.now(), c.var.timezoneOffset ?? 0, DECLINE_RATE_DEFAULT_DAYS);
  const [counts, thresholds] = await Promise.all([
    declineCountsOfCompanies(db, companyIds, period),
    ownerDeclineThresholds(db, companyIds),
  ]);
  return new Map(
    companyIds.map((id) => {
      const figures = figuresOf(counts.get(id) ?? { declined: 0, total: 0 });
      const declineThreshold = thresholdText(thresholds.get(id) ?? DEFAULT_DECLINE_THRESHOLD);
      return [id, { ...figures, declineThreshold, isAboveThreshold: isAbove(figures.declineRate, declineThreshold) }];
    }),
  );
}
