import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';

/**
 * Read-only aggregates behind the analytics page (src/contracts/analytics.ts). Page figures come from the
 * daily rollups (analytics_page_days, analytics_actor_days, analytics_activity_days); money per day from
 * the money rollup (analytics_money_days, and analytics_money_active_days for the companies that moved
 * money); the funnel's later steps from each company's firsts (analytics_company_firsts); the cohorts from
 * card_transactions through its (company_id, created_at) index, for the companies of the period only. Days
 * are UTC days.
 */

export interface ReportFilter {
  /** UTC days, both included. */
  from: string;
  to: string;
  segment?: number;
  /** A referral code, or 'none' for companies that came without one. */
  referral?: string;
}

const start = (day: string) => sql`${day}::date::timestamptz`;
const end = (day: string) => sql`(${day}::date + 1)::timestamptz`;

/** Companies matching the segment filter (all when none). */
const segmentWhere = (f: ReportFilter, alias: string): SQL =>
  f.segment === undefined ? sql`true` : sql`${sql.raw(alias)}.segment = ${f.segment}`;

/** The companies of the segment filter, joined to the money rollup `m` only when there is one. */
const companyJoin = (f: ReportFilter): SQL =>
  f.segment === undefined ? sql`` : sql`join companies c on c.id = m.company_id and c.segment = ${f.segment}`;

const referralWhere = (f: ReportFilter): SQL => {
  if (f.referral === undefined) return sql`true`;
  if (f.referral === 'none') return sql`i.referral_id is null`;
  return sql`r.referral_hash = ${f.referral}`;
};

export interface FunnelRow {
  visitors: number;
  registrations: number;
  approved: number;
  firstTopUp: number;
  firstCard: number;
  firstPurchase: number;
  /** Median hours from the previous step, or null. */
  hoursToApproved: number | null;
  hoursToTopUp: number | null;
  hoursToCard: number | null;
  hoursToPurchase: number | null;
}

/**
 * The funnel over `steps`, CTEs that end in `steps` (registered_at, approved_at, top_up_at, card_at, purchase_at
 * per registration): how many made each step, counting a later step only for those that made every step before
 * it, and the median seconds from each step to the next.
 */
export const funnelOver = (steps: SQL) => sql`
      with ${steps}, chained as (
        select registered_at, approved_at,
          case when approved_at is not null then top_up_at end as top_up_at,
          case when approved_at is not null and top_up_at is not null then card_at end as card_at,
          case when approved_at is not null and top_up_at is not null and card_at is not null then purchase_at end as
            purchase_at
        from steps
      )
      select count(*)::int as registrations, count(approved_at)::int as approved, count(top_up_at)::int as first_top_up,
        count(card_at)::int as first_card, count(purchase_at)::int as first_purchase,
        percentile_cont(0.5) within group (order by extract(epoch from approved_at - registered_at)) as to_approved,
        percentile_cont(0.5) within group (order by extract(epoch from top_up_at - approved_at)) as to_top_up,
        percentile_cont(0.5) within group (order by extract(epoch from card_at - top_up_at)) as to_card,
        percentile_cont(0.5) within group (order by extract(epoch from purchase_at - card_at)) as to_purchase
      from chained`;

/**
 * The onboarding funnel of the registrations made in the period: each later step counts only those that
 * made every step before it. Visitors (browsers that opened registration step 1) know no segment or
 * referral yet, so the filters narrow the steps from registration on.
 */
export async function onboardingFunnel(db: Db, f: ReportFilter): Promise<FunnelRow> {
  const [visitors] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(visitors), 0)::int as n from analytics_page_days
      where type = 'event' and name = 'registration-step-1' and day between ${f.from}::date and ${f.to}::date`),
  );
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(
      funnelOver(sql`cohort as (
        select i.created_at as registered_at, case when i.status = 1 then i.decided_at end as approved_at, i.company_id
        from company_invitations i
        left join referrals r on r.id = i.referral_id
        left join companies c on c.id = i.company_id
        where i.created_at >= ${start(f.from)} and i.created_at < ${end(f.to)} and ${referralWhere(f)}
          and ${f.segment === undefined ? sql`true` : sql`c.segment = ${f.segment}`}
      ), steps as (
        -- Each company's first top-up, card and purchase from their rollup (0030), one join for the whole cohort.
        select cohort.registered_at, cohort.approved_at, firsts.first_top_up_at as top_up_at,
          firsts.first_card_at as card_at, firsts.first_purchase_at as purchase_at
        from cohort left join analytics_company_firsts firsts on firsts.company_id = cohort.company_id
      )`),
    ),
  );
  const hours = (v: unknown) => (v === null || v === undefined ? null : Math.max(0, Number(v)) / 3600);
  return {
    visitors: Number(visitors?.n ?? 0),
    registrations: Number(row?.registrations ?? 0),
    approved: Number(row?.approved ?? 0),
    firstTopUp: Number(row?.first_top_up ?? 0),
    firstCard: Number(row?.first_card ?? 0),
    firstPurchase: Number(row?.first_purchase ?? 0),
    hoursToApproved: hours(row?.to_approved),
    hoursToTopUp: hours(row?.to_top_up),
    hoursToCard: hours(row?.to_card),
    hoursToPurchase: hours(row?.to_purchase),
  };
}

/**
 * Hits and distinct actors per day from the rollups (segment narrows to signed-in users of such companies):
 * the day totals (analytics_activity_days) without a segment, those of the segment
 * (analytics_segment_activity_days, 0030) with one. The period's distinct actors are its actor
 * days whose actor had no day since before the period (prev_day, 0029): each actor counted on its first
 * day in the period, without hashing every actor's name.
 */
export async function activityByDay(db: Db, f: ReportFilter) {
  const narrowed =
    f.segment === undefined
      ? sql`true`
      : sql`a.company_id in (select id from companies c where ${segmentWhere(f, 'c')})`;
  const days = rowsOf<{ day: string; actors: number; hits: number }>(
    await db.execute(
      f.segment === undefined
        ? sql`select to_char(a.day, 'YYYY-MM-DD') as day, a.actors, a.hits from analytics_activity_days a
            where a.day between ${f.from}::date and ${f.to}::date`
        : sql`select to_char(a.day, 'YYYY-MM-DD') as day, a.actors, a.hits from analytics_segment_activity_days a
            where a.segment = ${f.segment} and a.day between ${f.from}::date and ${f.to}::date`,
    ),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from analytics_actor_days a
      where a.day between ${f.from}::date and ${f.to}::date and (a.prev_day is null or a.prev_day < ${f.from}::date)
        and ${narrowed}`),
  );
  return { days, activeInPeriod: Number(total?.n ?? 0) };
}

/**
 * Companies with a money movement (completed top-up or transfer, or card spend) per day: a company with a
 * money-rollup row of that day, in any currency, that moved something. Read from analytics_money_active_days
 * (those rows' keys only, kept by migration 0028's triggers), in day order straight from its primary key.
 */
export async function moneyActiveByDay(db: Db, f: ReportFilter) {
  return rowsOf<{ day: string; companies: number }>(
    await db.execute(sql`
      select to_char(m.day, 'YYYY-MM-DD') as day, count(distinct m.company_id)::int as companies
      from analytics_money_active_days m ${companyJoin(f)}
      where m.day between ${f.from}::date and ${f.to}::date
      group by m.day`),
  );
}

/**
 * Top-ups, transfers, card spend and declines per day and currency (minor units as strings), summed from the
 * money rollup (analytics_money_days, kept by migration 0026's triggers) rather than from the payments and
 * card transactions themselves: a year is at most a row per company and day, not every movement.
 */
export async function moneyByDay(db: Db, f: ReportFilter) {
  const rows = rowsOf<{
    day: string;
    currency: string;
    top_ups: number;
    top_up_amount: string;
    transfers: number;
    transfer_amount: string;
    spend: string;
    purchases: number;
    declines: number;
  }>(
    await db.execute(sql`
      select to_char(m.day, 'YYYY-MM-DD') as day, m.currency, sum(m.top_ups)::int as top_ups,
        sum(m.top_up_amount)::text as top_up_amount, sum(m.transfers)::int as transfers,
        sum(m.transfer_amount)::text as transfer_amount, sum(m.card_spend)::text as spend,
        sum(m.purchases)::int as purchases, sum(m.declines)::int as declines
      from analytics_money_days m ${companyJoin(f)}
      where m.day between ${f.from}::date and ${f.to}::date
      group by m.day, m.currency
      having sum(m.top_ups) <> 0 or sum(m.transfers) <> 0 or sum(m.purchases) <> 0 or sum(m.declines) <> 0
        or sum(m.card_spend) <> 0`),
  );
  return rows;
}

export async function topPages(db: Db, f: ReportFilter, limit = 20) {
  return rowsOf<{ path: string; hits: number; visitors: number }>(
    await db.execute(sql`select name as path, sum(count)::int as hits, sum(visitors)::int as visitors from
      analytics_page_days
      where type = 'hit' and day between ${f.from}::date and ${f.to}::date
      group by name order by hits desc, name limit ${limit}`),
  );
}

export async function hitsByDevice(db: Db, f: ReportFilter) {
  return rowsOf<{ device: string; hits: number }>(
    await db.execute(sql`select device, sum(count)::int as hits from analytics_page_days
      where type = 'hit' and day between ${f.from}::date and ${f.to}::date group by device order by device`),
  );
}

/**
 * Companies approved in the period by approval week (weeks start on Monday, UTC), and for each how many
 * had a card purchase in week 1…12 after approval (week 1 = the first 7 days).
 */
export async function approvalCohorts(db: Db, f: ReportFilter) {
  return rowsOf<{ week: string; companies: number; active: number[] }>(
    await db.execute(sql`
      with approved as materialized (
        select i.company_id, i.decided_at, date_trunc('week', i.decided_at at time zone 'UTC')::date as week
        from company_invitations i
        left join referrals r on r.id = i.referral_id
        join companies c on c.id = i.company_id
        where i.status = 1 and i.decided_at >= ${start(f.from)} and i.decided_at < ${end(f.to)} and
          ${referralWhere(f)} and ${segmentWhere(f, 'c')}
      ), active as materialized (
        -- Each company's weeks with a purchase, counted per cohort and week once: materialized, so the grid
        -- below reads these few rows instead of probing card_transactions again for every week of every cohort.
        select a.week, w.n, count(*)::int as companies
        from approved a cross join lateral (
          select distinct floor(extract(epoch from ct.created_at - a.decided_at) / 604800)::int + 1 as n
          from card_transactions ct
          where ct.company_id = a.company_id and ct.created_at >= a.decided_at
            and ct.created_at < a.decided_at + interval '84 days' and ct.status in ('pending', 'settled', 'refunded')
        ) w
        group by a.week, w.n
      ), cohorts as (
        select week, count(*)::int as companies from approved group by week
      )
      select to_char(c.week, 'YYYY-MM-DD') as week, c.companies,
        array_agg(coalesce(x.companies, 0) order by g.n) as active
      from cohorts c cross join generate_series(1, 12) g(n) left join active x on x.week = c.week and x.n = g.n
      group by c.week, c.companies order by c.week`),
  );
}
