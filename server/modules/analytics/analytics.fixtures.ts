// A hand-built onboarding history in March 2024 (before any seeded data), whose funnel and cohort
// figures are worked out by hand in analytics.test.ts.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { storeEvents, rollUpDirtyDays } from '@/server/db/queries/analytics-events';
import { cards, companies, companyInvitations, payments } from '@/server/db/schema/index';
import type { TestContext } from '@/server/test-support/context';
import {
  addCard,
  addTransaction,
  binAccountOf,
  fundAccount,
} from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';

export const at = (iso: string) => new Date(`${iso}Z`);

/** An event as the ingestion stores it, for fixtures that need days older than the API accepts. */
export const storedEvent = (input: {
  clientId: string;
  name: string;
  type?: 'hit' | 'event';
  at: Date;
  userId?: number;
}) => ({
  id: randomUUID(),
  clientId: input.clientId,
  userId: input.userId ?? null,
  companyId: null,
  type: input.type ?? ('event' as const),
  name: input.name,
  referrer: null,
  durationMs: null,
  device: 'browser-desktop',
  at: input.at,
});

/**
 * Two browsers open registration step 1 on 2024-03-04 (one twice); three people register that day (A, B,
 * C) and one in February. A is approved after 24 h, B after 48 h, C is pending. A is topped up 6 h after
 * approval, gets a card 24 h later and buys 12 h after that (week 1) and again 15 days after approval
 * (week 3). B never tops up. A is segment 1, B segment 2.
 */
export async function buildOnboardingHistory(t: TestContext) {
  await storeEvents(t.db, [
    storedEvent({ clientId: 'visitor-one-0001', name: 'registration-step-1', at: at('2024-03-04T08:00:00') }),
    storedEvent({ clientId: 'visitor-one-0001', name: 'registration-step-1', at: at('2024-03-04T08:05:00') }),
    storedEvent({ clientId: 'visitor-two-0002', name: 'registration-step-1', at: at('2024-03-04T09:00:00') }),
  ]);
  await rollUpDirtyDays(t.db);

  const a = await addCompany(t, 'Cohort A');
  const b = await addCompany(t, 'Cohort B');
  await t.db.update(companies).set({ segment: 1, status: 2 }).where(eq(companies.id, a.id));
  await t.db.update(companies).set({ segment: 2, status: 2 }).where(eq(companies.id, b.id));
  await t.db.insert(companyInvitations).values([
    {
      email: 'a@cohort.test',
      telegram: '@cohort_a',
      status: 1,
      createdAt: at('2024-03-04T10:00:00'),
      decidedAt: at('2024-03-05T10:00:00'),
      companyId: a.id,
    },
    {
      email: 'b@cohort.test',
      telegram: '@cohort_b',
      status: 1,
      createdAt: at('2024-03-04T10:00:00'),
      decidedAt: at('2024-03-06T10:00:00'),
      companyId: b.id,
    },
    { email: 'c@cohort.test', telegram: '@cohort_c', status: 0, createdAt: at('2024-03-04T11:00:00') },
    { email: 'd@cohort.test', telegram: '@cohort_d', status: 0, createdAt: at('2024-02-20T11:00:00') },
  ]);

  const holder = await addUser(t, { companyId: a.id, role: 2 });
  const account = await binAccountOf(t, a.id);
  await fundAccount(t, account, '500.00');
  await t.db
    .update(payments)
    .set({ createdAt: at('2024-03-05T16:00:00') })
    .where(sql`${payments.companyId} = ${a.id} and ${payments.type} = 'top_up'`);
  const card = await addCard(t, { companyId: a.id, holderUserId: holder.id });
  await t.db
    .update(cards)
    .set({ createdAt: at('2024-03-06T16:00:00') })
    .where(eq(cards.id, card.id));
  await addTransaction(t, card, {
    status: 'settled',
    amount: '10.00',
    settled: '10.00',
    at: at('2024-03-07T04:00:00'),
  });
  await addTransaction(t, card, { status: 'pending', amount: '5.00', at: at('2024-03-20T10:00:00') });
  await addTransaction(t, card, { status: 'declined', amount: '7.00', at: at('2024-03-21T10:00:00') });
  return { a, b };
}

/** A company that spent 20 days ago and not since: at risk for no spend, written straight into the tables. */
export async function goneQuiet(t: TestContext, name: string) {
  const company = await addCompany(t, name);
  await t.db.update(companies).set({ status: 2 }).where(eq(companies.id, company.id));
  const holder = await addUser(t, { companyId: company.id, role: 2 });
  const card = await addCard(t, { companyId: company.id, holderUserId: holder.id });
  await addTransaction(t, card, {
    status: 'settled',
    amount: '20.00',
    settled: '20.00',
    at: new Date(Date.now() - 20 * 86_400_000),
  });
  return company;
}
