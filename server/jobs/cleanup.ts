import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { every } from './recurring';

/** How long finished jobs (and the dedupe keys they hold) are kept: a replay within this time is still a no-op. */
export const FINISHED_JOBS_KEPT_DAYS = 30;

export async function deleteFinishedJobs(db: Db, olderThanDays = FINISHED_JOBS_KEPT_DAYS): Promise<number> {
  const deleted = await db.execute(
    sql`delete from jobs where status in ('done', 'failed') and done_at < now() - ${olderThanDays} * interval '1 day'`,
  );
  return (
    (deleted as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (deleted as unknown as { rowCount?: number }).rowCount ??
    0
  );
}

/** Once a day: the queue table holds what is pending plus a month of history, not every delivery ever. */
export const jobsCleanupTask = every('jobs-cleanup', 24 * 3_600_000, async ({ deps }) => {
  const n = await deleteFinishedJobs(deps.db);
  deps.logger.info({ deleted: n }, 'finished jobs older than the retention deleted');
});
