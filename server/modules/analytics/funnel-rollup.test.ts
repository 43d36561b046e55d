import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/client';
import { funnelOver, onboardingFunnel, type ReportFilter } from '@/server/db/queries/analytics-report';
import { cards, companies, companyInvitations, payments } from '@/server/db/schema/index';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { addCard, addTransaction } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { addCompany, addUser } from '@/server/modules/team/team.fixtures';
import { at, buildOnboardingHistory } from './analytics.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Firsts = Record<string, string | null>;

/** Every company's firsts as the rollup keeps them (no row: none), as text, in company order. */
const rolledUp = async () =>
  rowsOf<Firsts>(
    await t.db.execute(sql`select c.id::text as company_id, f.first_top_up_at::text as top_up,
        f.first_card_at::text as card, f.first_purchase_at::text as purchase
      from companies c left join analytics_company_firsts f on f.company_id = c.id order by c.id`),
  );

/** The same read from the payments, cards and card transactions themselves (the funnel's rule before 0030). */
const recomputed = async () =>
  rowsOf<Firsts>(
    await t.db.execute(sql`select c.id::text as company_id,
        (select min(p.created_at) from payments p where p.company_id = c.id and p.type = 'top_up'
          and p.status = 2)::text as top_up,
        (select min(k.created_at) from cards k where k.company_id = c.id)::text as card,
        (select min(ct.created_at) from card_transactions ct where ct.company_id = c.id and ct.status <> 'declined'
          and ct.status <> 'reversed')::text as purchase
      from companies c order by c.id`),
  );

/** The funnel's registrations, steps and medians with each company's firsts read as before 0030: from the raw rows. */
const rawFunnel = async (f: ReportFilter) =>
  rowsOf<Record<string, string | number | null>>(
    await t.db.execute(
      funnelOver(sql`cohort as (
        select i.created_at as registered_at, case when i.status = 1 then i.decided_at end as approved_at, i.company_id
        from company_invitations i left join companies c on c.id = i.company_id
        where i.created_at >= ${f.from}::date::timestamptz and i.created_at < (${f.to}::date + 1)::timestamptz
          and ${f.segment === undefined ? sql`true` : sql`c.segment = ${f.segment}`}
      ), steps as (
        select registered_at, approved_at,
          (select min(p.created_at) from payments p where p.company_id = cohort.company_id and p.type = 'top_up' and
            p.status = 2) as top_up_at,
          (select min(k.created_at) from cards k where k.company_id = cohort.company_id) as card_at,
          (select min(ct.created_at) from card_transactions ct where ct.company_id = cohort.company_id and ct.status
            <> 'declined' and ct.status <> 'reversed') as purchase_at
        from cohort
      )`),
    ),
  )[0]!;

const hours = (v: unknown) => (v === null || v === undefined ? null : Math.max(0, Number(v)) / 3600);

/** The page's funnel (from the rollup) and the raw one agree, for the period and each segment of it. */
async function expectFunnelsAgree(period: { from: string; to: string }) {
  for (const f of [period, { ...period, segment: 1 }, { ...period, segment: 2 }] as ReportFilter[]) {
    const page = await onboardingFunnel(t.db, f);
    const raw = await rawFunnel(f);
    expect(
      [page.registrations, page.approved, page.firstTopUp, page.firstCard, page.firstPurchase],
      JSON.stringify(f),
    ).toEqual([raw.registrations, raw.approved, raw.first_top_up, raw.first_card, raw.first_purchase].map(Number));
    expect([page.hoursToTopUp, page.hoursToCard, page.hoursToPurchase], JSON.stringify(f)).toEqual(
      [raw.to_top_up, raw.to_card, raw.to_purchase].map(hours),
    );
  }
}

describe('analytics_company_firsts (migration 0030)', () => {
  it('holds the seeded firsts as the raw rows give them, and the hand-built funnel agrees', async () => {
    expect((await rolledUp()).some((r) => r.top_up !== null)).toBe(true);
    expect(await rolledUp()).toEqual(await recomputed());
    await buildOnboardingHistory(t);
    expect(await rolledUp()).toEqual(await recomputed());
    await expectFunnelsAgree({ from: '2024-02-01', to: '2024-03-31' });
  });

  it('follows every change of a payment, card or card transaction in the statement that makes it', async () => {
    const company = await addCompany(t, 'Firsts Ltd');
    await t.db.update(companies).set({ segment: 2, status: 2 }).where(eq(companies.id, company.id));
    await t.db.insert(companyInvitations).values({
      email: 'firsts@rollup.test',
      telegram: '@firsts_rollup',
      status: 1,
      createdAt: at('2024-04-01T08:00:00'),
      decidedAt: at('2024-04-01T20:00:00'),
      companyId: company.id,
    });
    const holder = await addUser(t, { companyId: company.id, role: 2 });
    const check = async () => {
      expect(await rolledUp()).toEqual(await recomputed());
      await expectFunnelsAgree({ from: '2024-04-01', to: '2024-04-30' });
    };
    const payment = (type: string, status: number, iso: string) => ({
      companyId: company.id,
      type,
      status,
      amount: 1_000n,
      currency: 'USD',
      initiatorKind: 'system',
      createdAt: at(iso),
    });

    // A pending top-up, a transfer and a fee count for nothing; the top-up completing, and an earlier one
    // arriving completed, do.
    const [pending] = await t.db
      .insert(payments)
      .values([
        payment('top_up', 1, '2024-04-03T10:00:00'),
        payment('transfer_transit_to_bin', 2, '2024-04-02T10:00:00'),
        payment('decline_fee', 2, '2024-04-02T09:00:00'),
      ])
      .returning({ id: payments.id });
    await check();
    await t.db.update(payments).set({ status: 2 }).where(eq(payments.id, pending!.id));
    await check();
    const [earlier] = await t.db
      .insert(payments)
      .values(payment('top_up', 2, '2024-04-02T12:00:00'))
      .returning({ id: payments.id });
    await check();
    // The first one reversed, then moved later, then deleted: each time the next one is the first.
    await t.db.update(payments).set({ status: 5 }).where(eq(payments.id, earlier!.id));
    await check();
    await t.db
      .update(payments)
      .set({ status: 2, createdAt: at('2024-04-09T00:00:00') })
      .where(eq(payments.id, earlier!.id));
    await check();
    await t.db.delete(payments).where(eq(payments.id, pending!.id));
    await check();

    // Two cards, the first one issued earlier after the fact, then deleted.
    const card = await addCard(t, { companyId: company.id, holderUserId: holder.id });
    const second = await addCard(t, { companyId: company.id, holderUserId: holder.id });
    await t.db
      .update(cards)
      .set({ createdAt: at('2024-04-10T00:00:00') })
      .where(eq(cards.id, card.id));
    await t.db
      .update(cards)
      .set({ createdAt: at('2024-04-11T00:00:00') })
      .where(eq(cards.id, second.id));
    await check();
    await t.db
      .update(cards)
      .set({ createdAt: at('2024-04-09T12:00:00') })
      .where(eq(cards.id, second.id));
    await check();

    // A decline is no purchase; a hold is, until reversed; a settlement changes nothing; deleted, it is gone.
    await addTransaction(t, card, { status: 'declined', amount: '9.00', at: at('2024-04-10T01:00:00') });
    await check();
    const hold = await addTransaction(t, card, { status: 'pending', amount: '5.00', at: at('2024-04-10T02:00:00') });
    const later = await addTransaction(t, card, { status: 'pending', amount: '6.00', at: at('2024-04-12T02:00:00') });
    await check();
    await t.db.execute(
      sql`update card_transactions set status = 'settled', settled_amount = 500 where id = ${later.id}`,
    );
    await check();
    await t.db.execute(sql`update card_transactions set status = 'reversed' where id = ${hold.id}`);
    await check();
    await t.db.execute(sql`update card_transactions set status = 'pending' where id = ${hold.id}`);
    await check();
    await t.db.execute(sql`delete from card_transactions where card_id = ${card.id}`);
    await check();
  });
});
