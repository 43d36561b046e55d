import { and, eq } from 'drizzle-orm';
import { DECLINE_RATE_DEFAULT_DAYS } from '@/src/contracts/card-analytics';
import { companiesWithDeclinesSince, declineCounts } from '@/server/db/queries/card-analytics';
import { activeStaffIds } from '@/server/db/queries/notifications';
import type { Db } from '@/server/db/client';
import { companies, users } from '@/server/db/schema/index';
import { every } from '@/server/jobs/recurring';
import { escapeHtml } from '@/server/providers/mail/layout';
import { notify, settingsOf } from '@/server/modules/notifications/notify';
import { DEFAULT_DECLINE_THRESHOLD, declineRate, isAbove, lastDays, thresholdText } from './figures';

/**
 * The decline-rate warning (PRODUCT.md "Cards": a warning notification when the rate passes a threshold).
 *
 * - Which rate: the company's decline rate over the last 30 days (UTC), the figure the companies list and
 *   the decline-rate page show.
 * - Whose threshold: the company owner's 'decline_rate_warning' setting (default 20 %); strictly above it
 *   warns.
 * - Who hears: the owner (through their channels for the type) and staff of roles 1, 5 and 6 in-app on
 *   the admin decline-rate route, each at most once per company per UTC day (the dedupe key).
 * - When: a recurring check every 5 minutes over the companies with a decline in the slot just before
 *   (and the slot itself), so a company is looked at only while it is declining.
 */

export const DECLINE_WARNING_INTERVAL_MS = 5 * 60_000;
export const DECLINE_RATE_ROUTE = 'admin/decline-rate';

/** Checks the companies with a decline in [from, to); returns the ids that were warned about. */
export async function checkDeclineRates(db: Db, from: Date, to: Date, now: Date): Promise<number[]> {
  const window = lastDays(now, 0, DECLINE_RATE_DEFAULT_DAYS);
  const day = now.toISOString().slice(0, 10);
  const warned: number[] = [];
  for (const companyId of await companiesWithDeclinesSince(db, from, to)) {
    const rate = declineRate(await declineCounts(db, { companyId }, window));
    const [owner] = await db
      .select({ id: users.id, companyName: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, companyId), eq(users.role, 2), eq(users.status, 2)))
      .orderBy(users.id)
      .limit(1);
    const threshold = owner
      ? ((await settingsOf(db, [owner.id], 'decline_rate_warning')).get(owner.id)?.threshold ??
        DEFAULT_DECLINE_THRESHOLD)
      : DEFAULT_DECLINE_THRESHOLD;
    if (!isAbove(rate, threshold)) continue;
    const shown = thresholdText(threshold);
    const name = owner ? escapeHtml(owner.companyName) : `company ${companyId}`;
    await db.transaction(async (tx) => {
      if (owner) {
        await notify(tx, {
          type: 'decline_rate_warning',
          userIds: [owner.id],
          title: 'Decline rate warning',
          description:
            `<p>The decline rate of ${name} over the last ${DECLINE_RATE_DEFAULT_DAYS} days is <b>${rate}%</b>, ` +
            `above your threshold of ${shown}%.</p>`,
          link: '/dashboard',
          dedupeKey: `decline-rate:${companyId}:${day}`,
        });
      }
      await notify(tx, {
        type: 'message',
        userIds: await activeStaffIds(tx, [1, 5, 6]),
        title: 'Decline rate warning',
        description:
          `<p>The decline rate of ${name} over the last ${DECLINE_RATE_DEFAULT_DAYS} days is <b>${rate}%</b>, above ` +
          `its threshold of ${shown}%.</p>`,
        link: `/${DECLINE_RATE_ROUTE}/${companyId}`,
        routeName: DECLINE_RATE_ROUTE,
        dedupeKey: `decline-rate-staff:${companyId}:${day}`,
      });
    });
    warned.push(companyId);
  }
  return warned;
}

/** Every 5 minutes: the companies with a decline in this slot or the one before (a late run misses none). */
export const declineWarningTask = every(
  'decline-rate-warnings',
  DECLINE_WARNING_INTERVAL_MS,
  async ({ deps, slotStart, slotEnd }) => {
    await checkDeclineRates(deps.db, new Date(slotStart.getTime() - DECLINE_WARNING_INTERVAL_MS), slotEnd, deps.now());
  },
);
