import { jobs } from '@/server/db/schema/index';
import type { Db } from '@/server/db/client';

export interface NewJob {
  /** Which handler runs it (server/jobs/handlers.ts). */
  kind: string;
  payload: Record<string, unknown>;
  /** Enqueueing the same key again does nothing: one delivery per event and channel, one run per slot. */
  dedupeKey?: string;
  /** Not before this moment (default: at once). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Writes a job in the caller's transaction (the transactional outbox): it exists exactly when the event
 * that caused it commits, and the insert trigger wakes every instance's worker (LISTEN jobs_ready).
 * Returns the job's id, or null when a job with the same dedupe key already exists.
 */
export async function enqueue(tx: Db, job: NewJob): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt && { runAt: job.runAt }),
      ...(job.maxAttempts !== undefined && { maxAttempts: job.maxAttempts }),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Several jobs in one statement; rows whose dedupe key exists are skipped. */
export async function enqueueMany(tx: Db, list: NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await tx
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        dedupeKey: job.dedupeKey ?? null,
        // undefined takes the column default (the database's clock, as the worker reads it)
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length;
}
