import { ANALYTICS_LIMITS } from '@/src/contracts/analytics';
import { deleteAnalyticsBefore, rollUpDirtyDays } from '@/server/db/queries/analytics-events';
import { every } from '@/server/jobs/recurring';
import { atRiskNow, RISK_PERIOD_MS } from './risk';

const DAY = 86_400_000;

/** How often the daily rollups catch up with new events: the page is at most this far behind. */
export const ROLLUP_INTERVAL_MS = 60_000;

export const analyticsRollupTask = every('analytics-rollup', ROLLUP_INTERVAL_MS, async ({ deps }) => {
  const days = await rollUpDirtyDays(deps.db);
  if (days.length > 0) deps.logger.debug({ days }, 'analytics rollups recomputed');
});

/** The first UTC day kept by the 13-month retention on `now`. */
export const firstKeptDay = (now: Date) =>
  new Date(now.getTime() - ANALYTICS_LIMITS.retentionDays * DAY).toISOString().slice(0, 10);

/** Once a day: events and rollups older than 13 months are deleted (the cookie page promises no more). */
export const analyticsRetentionTask = every('analytics-retention', DAY, async ({ deps }) => {
  const deleted = await deleteAnalyticsBefore(deps.db, firstKeptDay(deps.now()));
  deps.logger.info({ deleted }, 'analytics events older than the retention deleted');
});

/** Each period's at-risk list made ahead of the readers (risk.ts): a page or badge rarely waits for it. */
export const analyticsRiskTask = every('analytics-risk', RISK_PERIOD_MS, async ({ deps }) => {
  await atRiskNow(deps.db, deps.now());
});
