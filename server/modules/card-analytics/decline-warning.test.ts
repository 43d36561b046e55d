import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/index';
import { RECURRING_TASKS } from '@/server/app-jobs';
import { useTestContext } from '@/server/test-support/use-test-context';
import { addCompany } from '@/server/modules/team/team.fixtures';
import { addCard, addOwnerWarnedAt, addTransaction } from './card-analytics.fixtures';
import { DECLINE_RATE_ROUTE, DECLINE_WARNING_INTERVAL_MS, declineWarningTask } from './decline-warning';

/**
 * The decline-rate warning: the owner (by their threshold, default 20 %) and staff in-app on the admin
 * decline-rate route, once per company per UTC day, for companies declining in the last slots.
 */
const NOW = new Date('2026-06-10T12:02:00Z');
const t = useTestContext();
let staffId: number;
beforeAll(async () => {
  t.deps.now = () => NOW;
  staffId = (await t.userOf(6)).id;
});

async function company(declined: number, settled: number, input: { threshold?: string; lastDeclineAt?: Date } = {}) {
  const c = await addCompany(t);
  const owner = await addOwnerWarnedAt(t, c.id, input.threshold);
  const card = await addCard(t, { companyId: c.id, holderUserId: owner.id });
  // Older authorizations within the 30 days, then the last decline inside the checked slots.
  for (let i = 0; i < settled; i++)
    await addTransaction(t, card, {
      status: 'settled',
      amount: '1.00',
      settled: '1.00',
      at: new Date('2026-06-01T10:00:00Z'),
    });
  for (let i = 1; i < declined; i++)
    await addTransaction(t, card, { status: 'declined', amount: '1.00', at: new Date('2026-06-02T10:00:00Z') });
  await addTransaction(t, card, {
    status: 'declined',
    amount: '1.00',
    at: input.lastDeclineAt ?? new Date('2026-06-10T11:58:00Z'),
  });
  return { company: c, owner };
}

const slot = (now: Date) => {
  const start = Math.floor(now.getTime() / DECLINE_WARNING_INTERVAL_MS) * DECLINE_WARNING_INTERVAL_MS;
  return { deps: t.deps, slotStart: new Date(start), slotEnd: new Date(start + DECLINE_WARNING_INTERVAL_MS) };
};
const warningsOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'decline_rate_warning')));
const staffWarningsAbout = (companyId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, staffId),
        eq(notifications.routeName, DECLINE_RATE_ROUTE),
        like(notifications.link, `%/${companyId}`),
      ),
    );

describe('decline-rate warning', () => {
  it('is a recurring task', () => {
    expect(RECURRING_TASKS).toContain(declineWarningTask);
  });

  it('warns the owner and staff once a day when the rate passes the threshold, and not at or under it', async () => {
    const above = await company(1, 1); // 50 % > 20 %
    const equal = await company(1, 4); // 20 % = 20 %: not above
    const ownThreshold = await company(1, 1, { threshold: '60' }); // 50 % ≤ 60 %
    const quiet = await company(3, 0, { lastDeclineAt: new Date('2026-06-09T10:00:00Z') }); // 100 %, none lately

    await declineWarningTask.run(slot(NOW));
    const [warning, ...more] = await warningsOf(above.owner.id);
    expect(more).toHaveLength(0);
    expect(warning).toMatchObject({ title: 'Decline rate warning', link: '/dashboard' });
    expect(warning!.description).toContain('50.00%');
    expect(warning!.description).toContain('threshold of 20%');
    expect(await staffWarningsAbout(above.company.id)).toHaveLength(1);
    for (const other of [equal, ownThreshold, quiet]) {
      expect(await warningsOf(other.owner.id)).toHaveLength(0);
      expect(await staffWarningsAbout(other.company.id)).toHaveLength(0);
    }

    // The next slot the same day: the company is still above and declining, but it was told today.
    const later = new Date(NOW.getTime() + DECLINE_WARNING_INTERVAL_MS);
    t.deps.now = () => later;
    await addTransaction(
      t,
      (await t.db.query.cards.findFirst({ where: (c, { eq: is }) => is(c.companyId, above.company.id) }))!,
      {
        status: 'declined',
        amount: '1.00',
        at: new Date(later.getTime() - 60_000),
      },
    );
    await declineWarningTask.run(slot(later));
    expect(await warningsOf(above.owner.id)).toHaveLength(1);
    expect(await staffWarningsAbout(above.company.id)).toHaveLength(1);

    // The next day it is told again.
    const tomorrow = new Date('2026-06-11T00:03:00Z');
    t.deps.now = () => tomorrow;
    await addTransaction(
      t,
      (await t.db.query.cards.findFirst({ where: (c, { eq: is }) => is(c.companyId, above.company.id) }))!,
      {
        status: 'declined',
        amount: '1.00',
        at: new Date('2026-06-11T00:01:00Z'),
      },
    );
    await declineWarningTask.run(slot(tomorrow));
    expect(await warningsOf(above.owner.id)).toHaveLength(2);
  });
});
