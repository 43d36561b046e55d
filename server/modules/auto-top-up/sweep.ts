import type { Db } from '@/server/db/client';
import { rulesBelowThreshold } from '@/server/db/queries/auto-top-up';
import { every } from '@/server/jobs/recurring';
import { enqueueCrossing } from './refill';

/** How often the sweep looks for BIN accounts already below their rule's threshold. */
export const AUTO_TOP_UP_SWEEP_MS = 60_000;

/**
 * The sweep (issue 23): a BIN account can sit below its threshold without a new debit (a rule saved or
 * enabled below it, a refill that failed and a transit account topped up since, a crossing job lost with
 * its instance). Each such rule's current crossing is enqueued; its key makes it the same job as the
 * crossing trigger's, so a crossing is refilled once whoever noticed it first.
 */
export async function sweepRules(db: Db): Promise<number> {
  const below = await rulesBelowThreshold(db);
  for (const rule of below) await enqueueCrossing(db, { ruleId: rule.id, seq: rule.seq });
  return below.length;
}

export const autoTopUpSweepTask = every('auto-top-up-sweep', AUTO_TOP_UP_SWEEP_MS, async ({ deps }) => {
  await sweepRules(deps.db);
});
