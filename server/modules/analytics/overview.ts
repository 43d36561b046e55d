import type { z } from 'zod';
import type { analyticsQuery } from '@/src/contracts/analytics';
import { validation } from '@/src/contracts/messages';
import type { Db } from '@/server/db/client';
import type { ReportFilter } from '@/server/db/queries/analytics-report';
import { invalidField } from '@/server/http/errors';
import { activityOf, cohortsOf, dayCount, funnelOf, moneyOf, pagesOf } from './report';
import { atRiskNow } from './risk';

/** The longest period the page reads at once: the retention. */
export const MAX_PERIOD_DAYS = 400;

/**
 * The page's filters with the period filled in: spec 9's default, the start of this month to today, in
 * UTC days (the rollups are by UTC day). A period that ends before it starts, or is longer than the
 * retention, is refused naming `from` under `prefix` (`query` for the page, `filter` for an export).
 */
export function reportFilterOf(query: z.output<typeof analyticsQuery>, now: Date, prefix: string): ReportFilter {
  const today = now.toISOString().slice(0, 10);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  if (from > to) throw invalidField(`${prefix}.from`, validation.notValid);
  // Counted, not listed: a far `to` (9999-12-31) would otherwise build millions of days before this refusal.
  if (dayCount(from, to) > MAX_PERIOD_DAYS) throw invalidField(`${prefix}.from`, validation.notValid);
  return { from, to, segment: query.segment, referral: query.referral };
}

/**
 * Every table of the analytics page for a filter but the companies at risk, which the page reads a page at a
 * time (atRiskNow) and a file holds whole (exportOf).
 */
export async function overviewOf(db: Db, filter: ReportFilter, now: Date) {
  const [funnel, activity, money, pages, cohorts] = await Promise.all([
    funnelOf(db, filter),
    activityOf(db, filter),
    moneyOf(db, filter),
    pagesOf(db, filter),
    cohortsOf(db, filter, now),
  ]);
  return { period: { from: filter.from, to: filter.to }, funnel, ...activity, money, ...pages, cohorts };
}

/** What a file of the page holds: every table, the companies at risk now whole (whatever the page's period). */
export async function exportOf(db: Db, filter: ReportFilter, now: Date) {
  const [overview, atRisk] = await Promise.all([overviewOf(db, filter, now), atRiskNow(db, now)]);
  return { ...overview, atRisk: atRisk.rows };
}

export type Overview = Awaited<ReturnType<typeof exportOf>>;
