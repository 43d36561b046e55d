import type { Db } from '@/server/db/client';
import type { Deps } from '@/server/lib/deps';
import { enqueueMany } from './queue';

export const RECURRING_JOB = 'recurring';

export interface SlotContext {
  deps: Deps;
  /** The slot this run is for: [slotStart, slotEnd). A run late by hours still knows which period it covers. */
  slotStart: Date;
  slotEnd: Date;
}

export interface RecurringTask {
  name: string;
  intervalMs: number;
  run(ctx: SlotContext): Promise<void>;
}

/**
 * A task run once per time slot of `intervalMs` (slots are aligned to the Unix epoch, so a day is a UTC
 * day). Every instance's worker enqueues the current slot's job with the key `name:slot`; the key makes
 * it one job however many instances do so, and the queue runs it once, retrying on error. The task must
 * still be idempotent for its slot (a crash after its work but before the job is marked done reruns it).
 */
export function every(name: string, intervalMs: number, run: (ctx: SlotContext) => Promise<void>): RecurringTask {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Recurring task names are lower-case words with dashes: ${name}`);
  if (!(intervalMs >= 1000)) throw new Error(`A recurring task runs at most once a second: ${name}`);
  return { name, intervalMs, run };
}

/** Enqueues the job of each task's current slot (a no-op when it exists). */
export async function scheduleSlots(db: Db, tasks: readonly RecurringTask[], now: Date): Promise<void> {
  await enqueueMany(
    db,
    tasks.map((task) => {
      const slot = Math.floor(now.getTime() / task.intervalMs);
      return {
        kind: RECURRING_JOB,
        payload: { name: task.name, slot, intervalMs: task.intervalMs },
        dedupeKey: `${task.name}:${slot}`,
        runAt: new Date(slot * task.intervalMs),
      };
    }),
  );
}

export function recurringHandler(tasks: readonly RecurringTask[]) {
  return async (deps: Deps, payload: { name: string; slot: number; intervalMs: number }) => {
    const task = tasks.find((t) => t.name === payload.name);
    if (!task) throw new Error(`No recurring task named ${payload.name}`);
    await task.run({
      deps,
      slotStart: new Date(payload.slot * payload.intervalMs),
      slotEnd: new Date((payload.slot + 1) * payload.intervalMs),
    });
  };
}
