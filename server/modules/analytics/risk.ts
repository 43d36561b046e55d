import type { z } from 'zod';
import type { atRiskCompany, RiskReason } from '@/src/contracts/analytics';
import { NOTIFICATION_TYPE } from '@/src/contracts/notification-types';
import type { Db } from '@/server/db/client';
import {
  countNewStoredRisk,
  invalidateRiskList,
  readRiskList,
  readStoredRisk,
  readStoredRiskIds,
  riskCompaniesOf,
  riskFacts,
  seenRiskIds,
  storeRiskList,
  type NamedRisk,
  type StoredRisk,
} from '@/server/db/queries/analytics-risk';
import { oncePerDb } from '@/server/db/once-per-db';
import type { PageQuery } from '@/server/db/paging';
import { DEFAULT_DECLINE_THRESHOLD, declineRate, isAbove } from '@/server/modules/card-analytics/figures';
import { specDateOrNull } from '@/server/lib/spec-date';
import { riskPeriodStart } from './risk-period';

export { RISK_PERIOD_MS, riskPeriodStart } from './risk-period';

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
export async function companiesAtRisk(db: Db, now: Date): Promise<Judged[]> {
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
        lastSpendAt: f.lastSpendAt?.toISOString() ?? null,
        declineRate: rate,
        declineThreshold: f.declineThreshold ?? DEFAULT_DECLINE_THRESHOLD,
      },
    ];
  });
  return atRisk.sort(worstFirst);
}

/** One collator, made once, for every sort of the list (10,000 rows at the volume bench). */
const byName = new Intl.Collator('en');

/** A company at risk as judged, with its name and segment at that time. */
export type Judged = StoredRisk & { name: string; segment: number; reasons: RiskReason[] };
type Listed = Omit<AtRisk, 'isNew'>;
const worstFirst = (
  a: { reasons: unknown[]; name: string; id: number },
  b: { reasons: unknown[]; name: string; id: number },
) => b.reasons.length - a.reasons.length || byName.compare(a.name, b.name) || a.id - b.id;

/**
 * A list judged by this reader (or one it waited for): `stored` when it is what analytics_risk_companies now
 * holds, else (the inputs changed meanwhile) the judgement itself, which serves this read only.
 */
type Judgement = { stored: boolean; companies: StoredRisk[] };

/** One computation per database, period and version at a time in this process: readers of a new period wait. */
const inFlight = oncePerDb(() => new Map<string, Promise<Judgement>>());

async function computeAndStore(db: Db, version: number, periodStart: Date, now: Date): Promise<Judgement> {
  const companies = (await companiesAtRisk(db, now)).map(
    ({ name: _name, segment: _segment, ...judgement }): StoredRisk => judgement,
  );
  const stored = await storeRiskList(db, { version, periodStart, computedAt: now, companies });
  return { stored, companies };
}

/**
 * The at-risk list of the current period (RISK_PERIOD_MS): computed once per period, by the first reader
 * or the analytics-risk task, and stored (analytics_risk_companies) for every reader and instance after it.
 * A list is stale when the period has passed or an input that is not money changed (invalidateAtRisk).
 * Answers null when the stored list is current, else the judgement this reader made or waited for.
 */
async function unstoredJudgement(db: Db, now: Date): Promise<StoredRisk[] | null> {
  const periodStart = riskPeriodStart(now);
  const state = await readRiskList(db);
  if (state.list && state.list.version === state.version && state.list.periodStart.getTime() === periodStart.getTime())
    return null;
  const key = `${state.version}:${periodStart.getTime()}`;
  const running = inFlight(db);
  let computing = running.get(key);
  if (!computing) {
    computing = computeAndStore(db, state.version, periodStart, now).finally(() => running.delete(key));
    running.set(key, computing);
  }
  const judgement = await computing;
  return judgement.stored ? null : judgement.companies;
}

/** A judgement that could not be stored, named and ordered as the stored list is read. */
async function named(db: Db, judged: StoredRisk[]): Promise<NamedRisk[]> {
  const companies = await riskCompaniesOf(
    db,
    judged.map((c) => c.id),
  );
  return judged
    .flatMap((c) => {
      const company = companies.get(c.id);
      return company ? [{ ...c, ...company }] : [];
    })
    .sort(worstFirst);
}

/**
 * The companies at risk now, worst first: the stored list of the period (risk-period.ts), names and segments
 * read fresh; a company no longer accepted drops out at once. One page of them and how many there are, or
 * every one when no page is asked (the export).
 */
export async function atRiskNow(db: Db, now: Date, page?: PageQuery): Promise<{ rows: Listed[]; totalCount: number }> {
  const unstored = await unstoredJudgement(db, now);
  let list: { rows: NamedRisk[]; totalCount: number };
  if (unstored === null) list = await readStoredRisk(db, page);
  else {
    const all = await named(db, unstored);
    const first = page ? (page.page - 1) * page.perPage : 0;
    list = { rows: page ? all.slice(first, first + page.perPage) : all, totalCount: all.length };
  }
  return {
    totalCount: list.totalCount,
    rows: list.rows.map((c) => ({
      ...c,
      reasons: c.reasons as RiskReason[],
      lastSpendAt: specDateOrNull(c.lastSpendAt === null ? null : new Date(c.lastSpendAt)),
    })),
  };
}

/** The ids of the companies at risk now: what a visit of the page marks seen. */
export async function atRiskIdsNow(db: Db, now: Date): Promise<number[]> {
  const unstored = await unstoredJudgement(db, now);
  if (unstored === null) return readStoredRiskIds(db);
  return (await named(db, unstored)).map((c) => c.id);
}

/** After an owner's threshold changed: the next reader judges the companies again. */
export const invalidateAtRisk = (db: Db) => invalidateRiskList(db);

/** The "A" badge: companies at risk now that were not in the list the user saw when last opening the page. */
export async function newAtRiskCount(db: Db, userId: number, now: Date): Promise<number> {
  const unstored = await unstoredJudgement(db, now);
  if (unstored === null) return countNewStoredRisk(db, userId);
  const [atRisk, seen] = await Promise.all([named(db, unstored), seenRiskIds(db, userId, 'last')]);
  return atRisk.filter((company) => !seen?.has(company.id)).length;
}
