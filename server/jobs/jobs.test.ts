import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { BACKOFF_MAX_MS, backoffMs } from './backoff';
import { deleteFinishedJobs } from './cleanup';
import { PermanentJobError } from './job-errors';
import { enqueue } from './queue';
import { every, RECURRING_JOB, recurringHandler, scheduleSlots } from './recurring';
import { drainJobs, runDueJobs, type JobHandler } from './worker';

const t = useTestContext({ seed: false });

const jobByKey = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.dedupeKey, key)))[0]!;

describe('backoff', () => {
  it('doubles from 5 s, drawn between half and all of it, capped at an hour', () => {
    expect(backoffMs(1, () => 0)).toBe(2_500);
    expect(backoffMs(1, () => 1)).toBe(5_000);
    expect(backoffMs(3, () => 1)).toBe(20_000);
    expect(backoffMs(3, () => 0)).toBe(10_000);
    expect(backoffMs(40, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});

describe('the queue', () => {
  it('enqueues a dedupe key once; the handler runs once and the job is done', async () => {
    const seen: unknown[] = [];
    const handlers = { 'test.echo': (async (_deps, payload) => void seen.push(payload)) as JobHandler };
    expect(await enqueue(t.db, { kind: 'test.echo', payload: { n: 1 }, dedupeKey: 'echo-1' })).toBeTypeOf('number');
    expect(await enqueue(t.db, { kind: 'test.echo', payload: { n: 2 }, dedupeKey: 'echo-1' })).toBeNull();
    await drainJobs(t.deps, { handlers });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobByKey('echo-1')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('waits for run_at, fails at once on a permanent error and on a kind without a handler', async () => {
    const handlers = {
      'test.permanent': (async () => {
        throw new PermanentJobError('never works');
      }) as JobHandler,
    };
    await enqueue(t.db, { kind: 'test.permanent', payload: {}, dedupeKey: 'perm-1' });
    await enqueue(t.db, { kind: 'test.unknown', payload: {}, dedupeKey: 'unknown-1' });
    await enqueue(t.db, {
      kind: 'test.permanent',
      payload: {},
      dedupeKey: 'later-1',
      runAt: new Date(Date.now() + 3_600_000),
    });
    await drainJobs(t.deps, { handlers });
    expect(await jobByKey('perm-1')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'never works' });
    expect(await jobByKey('unknown-1')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await jobByKey('later-1')).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('does not record the outcome of an attempt whose lease was handed on', async () => {
    let release!: () => void;
    const handlers = { 'test.slow': (async () => new Promise<void>((r) => (release = r))) as JobHandler };
    await enqueue(t.db, { kind: 'test.slow', payload: {}, dedupeKey: 'slow-1' });
    const running = runDueJobs(t.deps, { handlers });
    await new Promise((r) => setTimeout(r, 100));
    // Meanwhile another worker took it over after the lease lapsed (attempt 2).
    await t.db.execute(
      sql`update jobs set attempts = 2, locked_until = now() + interval '1 minute' where dedupe_key = 'slow-1'`,
    );
    release();
    await running;
    expect(await jobByKey('slow-1')).toMatchObject({ status: 'running', attempts: 2 });
    await t.db.execute(sql`update jobs set status = 'done' where dedupe_key = 'slow-1'`);
  });
});

describe('recurring tasks', () => {
  it('makes one job per slot however many instances schedule it, and runs it once with its slot', async () => {
    const runs: { start: string; end: string }[] = [];
    const task = every('test-hourly', 3_600_000, async ({ slotStart, slotEnd }) => {
      runs.push({ start: slotStart.toISOString(), end: slotEnd.toISOString() });
    });
    const at = new Date('2026-03-01T10:20:00Z');
    await Promise.all([
      scheduleSlots(t.db, [task], at),
      scheduleSlots(t.db, [task], at),
      scheduleSlots(t.db, [task], new Date('2026-03-01T10:59:59Z')),
    ]);
    const slotJobs = await t.db.select().from(jobs).where(eq(jobs.kind, RECURRING_JOB));
    expect(slotJobs.map((j) => j.dedupeKey)).toEqual([`test-hourly:${Math.floor(at.getTime() / 3_600_000)}`]);
    await drainJobs(t.deps, { handlers: { [RECURRING_JOB]: recurringHandler([task]) } });
    expect(runs).toEqual([{ start: '2026-03-01T10:00:00.000Z', end: '2026-03-01T11:00:00.000Z' }]);
  });

  it('refuses names the dedupe key could confuse and intervals under a second', () => {
    expect(() => every('Bad Name', 60_000, async () => undefined)).toThrow();
    expect(() => every('fast', 10, async () => undefined)).toThrow();
  });
});

describe('cleanup', () => {
  it('deletes finished jobs past the retention and keeps pending and recent ones', async () => {
    await enqueue(t.db, { kind: 'test.old', payload: {}, dedupeKey: 'old-done' });
    await enqueue(t.db, { kind: 'test.old', payload: {}, dedupeKey: 'old-queued' });
    await t.db.execute(
      sql`update jobs set status = 'done', done_at = now() - interval '31 days' where dedupe_key = 'old-done'`,
    );
    await t.db.execute(sql`update jobs set run_at = now() + interval '1 day' where dedupe_key = 'old-queued'`);
    expect(await deleteFinishedJobs(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'old-done'))).toEqual([]);
    expect(await jobByKey('old-queued')).toMatchObject({ status: 'queued' });
    expect(await jobByKey('echo-1')).toMatchObject({ status: 'done' });
  });
});
