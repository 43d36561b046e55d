import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigSerialId, timestamptz, timestamptzNow } from './columns';

/**
 * The job queue (transactional outbox): a job is written in the transaction of the event that causes it,
 * claimed by any instance with `FOR UPDATE SKIP LOCKED`, retried with backoff until `maxAttempts`.
 * `dedupeKey` makes enqueueing the same delivery twice a no-op, so nothing is sent twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigSerialId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamptzNow('run_at'),
    /** A running job whose lease passed is claimable again (its instance died). */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptzNow('created_at'),
    doneAt: timestamptz('done_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
