import type { z } from 'zod';
import type { atRiskCompany, RiskReason } from '@/src/contracts/analytics';
import { NOTIFICATION_TYPE } from '@/src/contracts/notification-types';
import type { Db } from '@/server/db/client';
import { riskFacts, seenRiskIds } from '@/server/db/queries/analytics-risk';
import { DEFAULT_DECLINE_THRESHOLD, declineRate, isAbove } from '@/server/modules/card-analytics/figures';
import { specDateOrNull } from '@/server/lib/spec-date';

const DAY = 86_400_000;
/** A company that spent before and has not for this long is at risk of leaving. */
export const NO_SPEND_DAYS = 14;
/** The decline rate is read over the same window as the decline-rate page's default. */
export const DECLINE_WINDOW_DAYS = 30;

type AtRisk = z.input<typeof atRiskCompany>;

/**
 * Companies at risk now (issue 22): no card spend for NO_SPEND_DAYS after having spent, a decline rate
 * over the last DECLINE_WINDOW_DAYS above the owner's threshold, or an account below the owner's
 * low-balance threshold. Each with its reasons; the worst first (most reasons, then name).
 */
export async function companiesAtRisk(db: Db, now: Date): Promise<Omit<AtRisk, 'isNew'>[]> {
  const facts = await riskFacts(db, {
    since: new Date(now.getTime() - DECLINE_WINDOW_DAYS * DAY),
    defaultLowBalance: NOTIFICATION_TYPE.low_balance.threshold.default,
  });
  const quietSince = now.getTime() - NO_SPEND_DAYS * DAY;
  const atRisk = facts.flatMap((f) => {
    const rate = declineRate({ declined: f.declined, total: f.total });
    const reasons: RiskReason[] = [];
    if (f.lastSpendAt !== null && f.lastSpendAt.getTime() < quietSince) reasons.push('noSpend');
    if (isAbove(rate, f.declineThreshold ?? DEFAULT_DECLINE_THRESHOLD)) reasons.push('declineRate');
    if (f.lowBalance) reasons.push('lowBalance');
    if (reasons.length === 0) return [];
    return [
      {
        id: f.id,
        name: f.name,
        segment: f.segment,
        reasons,
        lastSpendAt: specDateOrNull(f.lastSpendAt),
        declineRate: rate,
      },
    ];
  });
  return atRisk.sort((a, b) => b.reasons.length - a.reasons.length || a.name.localeCompare(b.name) || a.id - b.id);
}

/** The "A" badge: companies at risk now that were not in the list the user saw when last opening the page. */
export async function newAtRiskCount(db: Db, userId: number, now: Date): Promise<number> {
  const [atRisk, seen] = await Promise.all([companiesAtRisk(db, now), seenRiskIds(db, userId)]);
  return atRisk.filter((company) => !seen?.has(company.id)).length;
}
