import { apiMessage } from '@/src/contracts/api-messages';
import { rulesBelowThreshold, rulesStuckOnFailedJob } from '@/server/db/queries/auto-top-up';
import type { Deps } from '@/server/lib/deps';
import { every } from '@/server/jobs/recurring';
import { AUTO_TOP_UP_JOB, enqueueCrossing, releaseCrossing } from './refill';

/** How often the sweep looks for BIN accounts already below their rule's threshold. */
export const AUTO_TOP_UP_SWEEP_MS = 60_000;

/**
 * The sweep (issue 23): a BIN account can sit below its threshold without a new debit (a rule saved or
 * enabled below it, a refill that failed and a transit account topped up since, a crossing job lost with
 * its instance). Each such rule's current crossing is enqueued; its key makes it the same job as the
 * crossing trigger's, so a crossing is refilled once whoever noticed it first. First it releases the rules
 * whose current crossing's job failed for good (its worker lost on every attempt): recorded as failed, so
 * their next crossing, enqueued just after if still below, is a job of its own.
 */
export async function sweepRules(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  for (const stuck of await rulesStuckOnFailedJob(deps.db, AUTO_TOP_UP_JOB))
    await releaseCrossing(deps, { ruleId: stuck.id, seq: stuck.seq }, apiMessage.autoTopUpNotRun);
  const below = await rulesBelowThreshold(deps.db);
  for (const rule of below) await enqueueCrossing(deps.db, { ruleId: rule.id, seq: rule.seq });
  return below.length;
}

export const autoTopUpSweepTask = every('auto-top-up-sweep', AUTO_TOP_UP_SWEEP_MS, async ({ deps }) => {
  await sweepRules(deps);
});
