import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/server/db/client';
import type { Deps } from '@/server/lib/deps';
import { backoffMs } from './backoff';
import { PermanentJobError, RetryJobError } from './job-errors';
import { scheduleSlots, type RecurringTask } from './recurring';
import { safeErrorMessage } from '@/server/lib/logger';

export interface JobInfo {
  id: number;
  kind: string;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

/**
 * What a handler answers when it marked its job done itself (`jobDone`), in the transaction that did the
 * job's work: the worker then writes nothing more for it, one statement fewer per job.
 */
export const JOB_SETTLED = Symbol('the job was marked done by its handler');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler narrows its own payload
export type JobHandler = (deps: Deps, payload: any, job: JobInfo) => Promise<void | typeof JOB_SETTLED>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface RunOptions {
  handlers: JobHandlers;
  /** How many jobs one round claims. */
  batch?: number;
  /** How long a claimed job is this worker's; after that another instance may take it (this one died). */
  leaseMs?: number;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_BATCH = 10;

interface ClaimedRow {
  id: number | string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

interface ClaimedJob {
  job: JobInfo;
  payload: unknown;
}

/**
 * Claims up to `limit` due jobs (queued and due, or running with a lapsed lease). `FOR UPDATE SKIP LOCKED`
 * hands each job to exactly one of the instances claiming at once, and the claim counts the attempt, so a
 * job that kills its worker still ends as failed after max_attempts.
 */
async function claimDueJobs(deps: Deps, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const claimed = rowsOf<ClaimedRow>(
    await deps.db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + ${leaseMs} * interval '1 millisecond'
      where id in (
        select id from jobs
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`),
  );
  return claimed.map((row) => ({
    job: { id: Number(row.id), kind: row.kind, attempts: row.attempts, maxAttempts: row.max_attempts },
    payload: row.payload,
  }));
}

/** Claims a batch of due jobs and runs them all; returns how many it claimed (tests and `drainJobs`). */
export async function runDueJobs(deps: Deps, options: RunOptions): Promise<number> {
  const claimed = await claimDueJobs(deps, options.batch ?? DEFAULT_BATCH, options.leaseMs ?? DEFAULT_LEASE_MS);
  await Promise.all(claimed.map(({ job, payload }) => runOne(deps, options.handlers, job, payload)));
  return claimed.length;
}

async function runOne(deps: Deps, handlers: JobHandlers, job: JobInfo, payload: unknown) {
  const log = deps.logger.child({ job: job.id, kind: job.kind, attempt: job.attempts });
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new PermanentJobError(`No handler for job kind ${job.kind}`);
    if (job.attempts > job.maxAttempts)
      throw new PermanentJobError('The job ended its worker too often (lease lapsed each time)');
    if ((await handler(deps, payload, job)) === JOB_SETTLED) return;
  } catch (error) {
    const message = safeErrorMessage(error);
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    if (final) {
      log.error({ err: message }, 'job failed for good');
      await settle(deps, job, sql`status = 'failed', locked_until = null, last_error = ${message}, done_at = now()`);
      return;
    }
    const pause = Math.max(backoffMs(job.attempts), error instanceof RetryJobError ? (error.afterMs ?? 0) : 0);
    log.warn({ err: message, retryInMs: pause }, 'job failed; will retry');
    await settle(
      deps,
      job,
      sql`status = 'queued', locked_until = null, last_error = ${message}, run_at = now() + ${pause} * interval
        '1 millisecond'`,
    );
    return;
  }
  await deps.db.execute(jobDone(job));
}

/** Records the outcome only if the job is still this attempt's (a lapsed lease may have handed it on). */
const outcomeOf = (job: Pick<JobInfo, 'id' | 'attempts'>, set: SQL) =>
  sql`update jobs set ${set} where id = ${job.id} and status = 'running' and attempts = ${job.attempts}`;

/**
 * The statement that marks a job done: the worker's after its handler, or a handler's own in the
 * transaction of the job's work (then answering JOB_SETTLED). `clock_timestamp()`, not `now()`: in a
 * handler's transaction that is when its work ended, not when it began.
 */
export const jobDone = (job: Pick<JobInfo, 'id' | 'attempts'>) =>
  outcomeOf(job, sql`status = 'done', locked_until = null, last_error = null, done_at = clock_timestamp()`);

async function settle(deps: Deps, job: JobInfo, set: SQL) {
  await deps.db.execute(outcomeOf(job, set));
}

export interface DrainOptions extends RunOptions {
  /** Make retries due at once instead of waiting out their backoff (tests). */
  skipBackoff?: boolean;
  /** Stop after this many rounds (a job that always fails and is retried would loop). */
  maxRounds?: number;
}

/** Runs jobs until none is due: tests use it to deliver deterministically, without a running worker. */
export async function drainJobs(deps: Deps, options: DrainOptions): Promise<number> {
  let total = 0;
  for (let round = 0; round < (options.maxRounds ?? 100); round++) {
    if (options.skipBackoff)
      await deps.db.execute(sql`update jobs set run_at = now() where status = 'queued' and run_at > now()`);
    const n = await runDueJobs(deps, options);
    total += n;
    if (n === 0) break;
  }
  return total;
}

export interface WorkerOptions extends RunOptions {
  deps: Deps;
  database: Pick<Database, 'listen'>;
  recurring?: readonly RecurringTask[];
  /** The fallback poll when no wake-up arrives (LISTEN lost, jobs that became due by time). */
  pollMs?: number;
}

export interface JobWorker {
  /** Run what is due now (as a wake-up would). */
  wake(): void;
  /** Stops polling and listening, and waits for the jobs in hand. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 3_000;

/**
 * The worker of one instance: runs due jobs when `jobs_ready` says one was committed (every instance
 * hears it; SKIP LOCKED gives each job to one), and every few seconds in case a wake-up was missed or a
 * retry became due. The first round and each poll also enqueue the current slot of every recurring task.
 *
 * It keeps up to `batch` jobs in hand and claims again as each one finishes, when more may be waiting (a
 * wake-up came, or the last claim took all it asked for), rather than waiting for a whole batch: a burst
 * of jobs (50 auto top-up crossings in one second) is not held behind the slowest job of each batch.
 */
export async function startJobWorker(options: WorkerOptions): Promise<JobWorker> {
  const { deps } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const slots = options.batch ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let stopped = false;
  // Due jobs may be waiting unclaimed: a wake-up came, or the last claim was cut short by the free slots.
  let mayBeMore = false;
  // The recurring slots are enqueued at start and at each poll, not at every wake-up: a busy instance is
  // woken by every committed job (an auto top-up's crossing, a decline's notification), and the slots of
  // tasks a minute or more apart gain nothing from a statement each time.
  let slotsDue = true;
  let claiming: Promise<void> | null = null;
  const inHand = new Set<Promise<void>>();

  const start = ({ job, payload }: ClaimedJob) => {
    const running = runOne(deps, options.handlers, job, payload).finally(() => {
      inHand.delete(running);
      fill();
    });
    inHand.add(running);
  };

  const claimWhileFree = async () => {
    while (!stopped && mayBeMore && inHand.size < slots) {
      mayBeMore = false;
      try {
        if (slotsDue && options.recurring?.length) {
          slotsDue = false;
          await scheduleSlots(deps.db, options.recurring, deps.now());
        }
        const free = slots - inHand.size;
        const claimed = await claimDueJobs(deps, free, leaseMs);
        if (claimed.length === free) mayBeMore = true;
        // Started even when stopping meanwhile: they are claimed, and stop() waits for the jobs in hand.
        claimed.forEach(start);
      } catch (error) {
        deps.logger.error({ err: safeErrorMessage(error) }, 'job worker round failed');
      }
    }
  };

  function fill() {
    if (stopped || claiming || !mayBeMore || inHand.size >= slots) return;
    claiming = claimWhileFree().finally(() => {
      claiming = null;
    });
  }

  const wake = () => {
    mayBeMore = true;
    fill();
  };

  const unlisten = await options.database.listen('jobs_ready', {
    onPayload: wake,
    onListening: wake,
    onLost: () => undefined,
  });
  const timer = setInterval(() => {
    slotsDue = true;
    wake();
  }, pollMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await claiming;
      await Promise.all(inHand);
    },
  };
}
