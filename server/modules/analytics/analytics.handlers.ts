import type { analyticsEndpoints } from '@/src/contracts/analytics';
import { linkClient, storeEvents } from '@/server/db/queries/analytics-events';
import * as limits from '@/server/db/queries/rate-limits';
import { clientIp } from '@/server/http/client-ip';
import { tooMany } from '@/server/modules/auth/one-time-codes';
import { markRiskSeen, seenRiskIds } from '@/server/db/queries/analytics-risk';
import type { Handlers } from '@/server/http/mount';
import { invalidField } from '@/server/http/errors';
import { validation } from '@/src/contracts/messages';
import { eventsOf, optionalCaller } from './ingest';
import { activityOf, cohortsOf, dayCount, funnelOf, moneyOf, pagesOf } from './report';
import { ingestLimits } from './ingest.limits';
import { companiesAtRisk } from './risk';

/** The longest period the page reads at once: the retention. */
const MAX_PERIOD_DAYS = 400;

export const analyticsHandlers: Handlers<typeof analyticsEndpoints> = {
  async ingestEvents({ body, c }) {
    const { db, now } = c.var.deps;
    const caller = await optionalCaller(c);
    const events = eventsOf(body, caller, now());
    // Counted once the batch is valid (a refused one writes nothing, not even a counter), before storing.
    const perIp = await limits.hit(db, 'analytics-ip', clientIp(c), ingestLimits.perIp, now());
    if (perIp.retryAfter > 0) throw tooMany(perIp.retryAfter);
    const unique = [...new Map(events.map((e) => [e.id, e])).values()];
    const stored = await storeEvents(db, unique);
    if (caller) await linkClient(db, body.clientId, caller.userId, caller.companyId);
    return { stored, duplicates: events.length - stored };
  },

  async analyticsOverview({ query, auth, c }) {
    const { db, now } = c.var.deps;
    const today = now().toISOString().slice(0, 10);
    // Spec 9's default period: the start of this month to today (UTC days: the rollups are by UTC day).
    const from = query.from ?? `${today.slice(0, 8)}01`;
    const to = query.to ?? today;
    if (from > to) throw invalidField('query.from', validation.notValid);
    // Counted, not listed: a far `to` (9999-12-31) would otherwise build millions of days before this refusal.
    if (dayCount(from, to) > MAX_PERIOD_DAYS) throw invalidField('query.from', validation.notValid);
    const filter = { from, to, segment: query.segment, referral: query.referral };
    const [funnel, activity, money, pages, cohorts, atRisk, seen] = await Promise.all([
      funnelOf(db, filter),
      activityOf(db, filter),
      moneyOf(db, filter),
      pagesOf(db, filter),
      cohortsOf(db, filter, now()),
      companiesAtRisk(db, now()),
      seenRiskIds(db, auth.userId),
    ]);
    // Opening the page is what clears the "A" badge: what is at risk now counts as seen.
    await markRiskSeen(
      db,
      auth.userId,
      atRisk.map((company) => company.id),
    );
    return {
      period: { from, to },
      funnel,
      ...activity,
      money,
      ...pages,
      cohorts,
      atRisk: atRisk.map((company) => ({ ...company, isNew: !seen?.has(company.id) })),
    };
  },
};
