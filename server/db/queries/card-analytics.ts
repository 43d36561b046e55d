import { sql, type SQL } from 'drizzle-orm';
import type { DeclineRateSort } from '@/src/contracts/card-analytics';
import { rowsOf, type Db } from '@/server/db/client';
import { sqlList } from '@/server/db/sql-fragments';

/**
 * Read-only figures over card_transactions (src/contracts/card-analytics.ts says what they mean). Every
 * query narrows by company, card or holder first so one of the (company_id | card_id | holder_user_id,
 * created_at) indexes carries it, and by a half-open period of instants [from, to).
 */

/** Whose transactions: a company (or the platform when absent), optionally only cards these users hold. */
export interface SpendScope {
  companyId?: number;
  holderUserIds?: number[];
}

export interface Period {
  from: Date;
  to: Date;
}

/**
 * What a transaction has spent: pending holds its amount, settled (or refunded) what settled less refunds.
 * The SQL function card_spend_of (migration 0013), which keeps the current user's figures, applies the same rule:
 * change both together.
 */
export const SPEND_OF = sql.raw(
  `case ct.status when 'pending' then ct.amount when 'settled' then coalesce(ct.settled_amount, ct.amount) - ` +
    `ct.refunded_amount when 'refunded' then coalesce(ct.settled_amount, ct.amount) - ct.refunded_amount else 0 end`,
);

/** The calendar day of ct.created_at for a timezone `offset` minutes east of UTC, as YYYY-MM-DD. */
const localDay = (offset: number) =>
  sql`to_char((ct.created_at at time zone 'UTC') + make_interval(mins => ${offset}::int), 'YYYY-MM-DD')`;
const localMonth = (offset: number) =>
  sql`to_char((ct.created_at at time zone 'UTC') + make_interval(mins => ${offset}::int), 'YYYY-MM')`;

function scopeWhere(scope: SpendScope, period: Period): SQL {
  const parts: SQL[] = [
    sql`ct.created_at >= ${period.from.toISOString()}::timestamptz`,
    sql`ct.created_at < ${period.to.toISOString()}::timestamptz`,
  ];
  if (scope.companyId !== undefined) parts.push(sql`ct.company_id = ${scope.companyId}`);
  if (scope.holderUserIds !== undefined) {
    parts.push(scope.holderUserIds.length ? sql`ct.holder_user_id in (${sqlList(scope.holderUserIds)})` : sql`false`);
  }
  return sql.join(parts, sql` and `);
}

/** Spend per currency in the period; currencies without transactions are absent. */
export async function spendByCurrency(
  db: Db,
  scope: SpendScope,
  period: Period,
): Promise<{ currency: string; spend: bigint; count: number }[]> {
  const result = await db.execute(sql`
    select ct.currency, sum(${SPEND_OF})::text as spend, count(*) filter (where ct.status <> 'declined')::int as n
    from card_transactions ct
    where ${scopeWhere(scope, period)}
    group by ct.currency
    order by ct.currency`);
  return rowsOf<{ currency: string; spend: string | null; n: number }>(result)
    .filter((r) => Number(r.n) > 0)
    .map((r) => ({ currency: r.currency, spend: BigInt(r.spend ?? '0'), count: Number(r.n) }));
}

export interface CardSpendRow {
  cardId: number;
  name: string;
  last4: string;
  currency: string;
  holderId: number;
  holderName: string;
  total: bigint;
}

const holderName = sql.raw(`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`);

/** The `limit` cards with the most spend in the period (spend > 0), most first. */
export async function topCardsBySpend(
  db: Db,
  scope: SpendScope,
  period: Period,
  limit: number,
): Promise<CardSpendRow[]> {
  const result = await db.execute(sql`
    select c.id as card_id, c.name, c.last4, c.currency, u.id as holder_id, ${holderName} as holder_name,
      t.total::text as total
    from (
      select ct.card_id, sum(${SPEND_OF}) as total
      from card_transactions ct
      where ${scopeWhere(scope, period)}
      group by ct.card_id
      having sum(${SPEND_OF}) > 0
      order by total desc, ct.card_id
      limit ${limit}
    ) t
    join cards c on c.id = t.card_id
    join users u on u.id = c.holder_user_id
    order by t.total desc, c.id`);
  return rowsOf<{
    card_id: number;
    name: string;
    last4: string;
    currency: string;
    holder_id: number;
    holder_name: string;
    total: string;
  }>(result).map((r) => ({
    cardId: Number(r.card_id),
    name: r.name,
    last4: r.last4,
    currency: r.currency,
    holderId: Number(r.holder_id),
    holderName: r.holder_name,
    total: BigInt(r.total),
  }));
}

/** Spend per card and local day for the given cards (only days with transactions). */
export async function dailySpendOfCards(db: Db, cardIds: number[], period: Period, offset: number) {
  if (cardIds.length === 0) return [];
  const result = await db.execute(sql`
    select ct.card_id, ${localDay(offset)} as day, sum(${SPEND_OF})::text as spend
    from card_transactions ct
    where ct.card_id in (${sqlList(cardIds)})
      and ct.created_at >= ${period.from.toISOString()}::timestamptz and ct.created_at <
        ${period.to.toISOString()}::timestamptz
    group by ct.card_id, day`);
  return rowsOf<{ card_id: number; day: string; spend: string }>(result).map((r) => ({
    cardId: Number(r.card_id),
    day: r.day,
    spend: BigInt(r.spend),
  }));
}

export interface DeclineCounts {
  total: number;
  declined: number;
}

const COUNTS = sql.raw(`count(*)::int as total, count(*) filter (where ct.status = 'declined')::int as declined`);

type CountRow = { total: number | string; declined: number | string };
const counts = (r: CountRow | undefined): DeclineCounts => ({
  total: Number(r?.total ?? 0),
  declined: Number(r?.declined ?? 0),
});

export async function declineCounts(db: Db, scope: SpendScope, period: Period): Promise<DeclineCounts> {
  const result = await db.execute(sql`select ${COUNTS} from card_transactions ct where ${scopeWhere(scope, period)}`);
  return counts(rowsOf<CountRow>(result)[0]);
}

export async function declineCountsByMonth(db: Db, scope: SpendScope, period: Period, offset: number) {
  const result = await db.execute(sql`
    select ${localMonth(offset)} as month, ${COUNTS} from card_transactions ct where ${scopeWhere(scope, period)}
      group by month`);
  return new Map(rowsOf<CountRow & { month: string }>(result).map((r) => [r.month, counts(r)]));
}

export async function declineCountsByDay(db: Db, scope: SpendScope, period: Period, offset: number) {
  const result = await db.execute(sql`
    select ${localDay(offset)} as day, ${COUNTS} from card_transactions ct where ${scopeWhere(scope, period)} group by
      day`);
  return new Map(rowsOf<CountRow & { day: string }>(result).map((r) => [r.day, counts(r)]));
}

/** Per card of the scope with authorizations in the period, most declines first. */
export async function declineCountsByCard(db: Db, scope: SpendScope, period: Period) {
  const result = await db.execute(sql`
    select c.id as card_id, c.name, c.last4, u.id as holder_id, ${holderName} as holder_name, t.total, t.declined
    from (select ct.card_id, ${COUNTS} from card_transactions ct where ${scopeWhere(scope, period)} group by
      ct.card_id) t
    join cards c on c.id = t.card_id
    join users u on u.id = c.holder_user_id
    order by t.declined desc, t.total desc, c.id`);
  return rowsOf<CountRow & { card_id: number; name: string; last4: string; holder_id: number; holder_name: string }>(
    result,
  ).map((r) => ({
    cardId: Number(r.card_id),
    name: r.name,
    last4: r.last4,
    holderId: Number(r.holder_id),
    holderName: r.holder_name,
    ...counts(r),
  }));
}

/** Per holder of the scope with authorizations in the period, most declines first. */
export async function declineCountsByHolder(db: Db, scope: SpendScope, period: Period) {
  const result = await db.execute(sql`
    select u.id as user_id, ${holderName} as name, t.total, t.declined
    from (select ct.holder_user_id, ${COUNTS} from card_transactions ct where ${scopeWhere(scope, period)} group by
      ct.holder_user_id) t
    join users u on u.id = t.holder_user_id
    order by t.declined desc, t.total desc, u.id`);
  return rowsOf<CountRow & { user_id: number; name: string }>(result).map((r) => ({
    userId: Number(r.user_id),
    name: r.name,
    ...counts(r),
  }));
}

export async function declineReasons(db: Db, scope: SpendScope, period: Period) {
  const result = await db.execute(sql`
    select coalesce(ct.decline_reason, 'unknown') as reason, count(*)::int as n
    from card_transactions ct
    where ${scopeWhere(scope, period)} and ct.status = 'declined'
    group by reason
    order by n desc, reason`);
  return rowsOf<{ reason: string; n: number }>(result).map((r) => ({ reason: r.reason, count: Number(r.n) }));
}

/** Declines and authorizations per company in the period, for the given companies (the companies list). */
export async function declineCountsOfCompanies(
  db: Db,
  companyIds: number[],
  period: Period,
): Promise<Map<number, DeclineCounts>> {
  if (companyIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select ct.company_id, ${COUNTS}
    from card_transactions ct
    where ct.company_id in (${sqlList(companyIds)})
      and ct.created_at >= ${period.from.toISOString()}::timestamptz and ct.created_at <
        ${period.to.toISOString()}::timestamptz
    group by ct.company_id`);
  return new Map(rowsOf<CountRow & { company_id: number }>(result).map((r) => [Number(r.company_id), counts(r)]));
}

/**
 * The owner's decline-rate warning threshold (percent) of each company, when the owner has set one;
 * companies whose owner kept the default are absent.
 */
export async function ownerDeclineThresholds(db: Db, companyIds: number[]): Promise<Map<number, string>> {
  if (companyIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select distinct on (u.company_id) u.company_id, ns.threshold::text as threshold
    from users u
    join notification_settings ns on ns.user_id = u.id and ns.type = 'decline_rate_warning'
    where u.role = 2 and u.company_id in (${sqlList(companyIds)}) and ns.threshold is not null
    order by u.company_id, u.id`);
  return new Map(
    rowsOf<{ company_id: number; threshold: string }>(result).map((r) => [Number(r.company_id), r.threshold]),
  );
}

export interface DeclineRateListFilter {
  period: Period;
  search?: string;
  onlyActive: boolean;
  sort: DeclineRateSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** One page of companies with their decline figures over the period; the rate sorts with nulls last. */
export async function declineRateCompanies(db: Db, filter: DeclineRateListFilter) {
  const { from, to } = filter.period;
  const direction = sql.raw(filter.order === 'asc' ? 'asc' : 'desc');
  const sortBy: Record<DeclineRateSort, SQL> = {
    declineRate: sql`rate ${direction} nulls last`,
    declinePaymentsCount: sql`declined ${direction}`,
    totalPaymentsCount: sql`total ${direction}`,
    name: sql`c.name ${direction}`,
    id: sql`c.id ${direction}`,
  };
  const where = sql.join(
    [
      sql`true`,
      filter.onlyActive ? sql`coalesce(a.total, 0) > 0` : undefined,
      filter.search
        ? sql`(c.name ilike ${likePattern(filter.search)} or c.uuid::text ilike ${likePattern(filter.search)})`
        : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const base = sql`
    from companies c
    left join (
      select ct.company_id, ${COUNTS}
      from card_transactions ct
      where ct.created_at >= ${from.toISOString()}::timestamptz and ct.created_at < ${to.toISOString()}::timestamptz
      group by ct.company_id
    ) a on a.company_id = c.id
    where ${where}`;
  const [page, total] = await Promise.all([
    db.execute(sql`
      select c.id, c.uuid::text as uuid, c.name, coalesce(a.total, 0)::int as total, coalesce(a.declined, 0)::int as
        declined,
        case when coalesce(a.total, 0) = 0 then null else a.declined::numeric / a.total end as rate
      ${base}
      order by ${sortBy[filter.sort]}, c.id ${direction}
      limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`),
    db.execute(sql`select count(*)::int as n ${base}`),
  ]);
  return {
    records: rowsOf<CountRow & { id: number; uuid: string; name: string }>(page).map((r) => ({
      id: Number(r.id),
      uuid: r.uuid,
      name: r.name,
      ...counts(r),
    })),
    totalCount: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/**
 * Companies with a decline in [from, to): the ones whose rate may just have passed a threshold. Walks the
 * companies and probes each through the (company_id, created_at) index rather than scanning every
 * transaction of the window.
 */
export async function companiesWithDeclinesSince(db: Db, from: Date, to: Date): Promise<number[]> {
  const result = await db.execute(sql`
    select c.id from companies c
    where exists (
      select 1 from card_transactions ct
      where ct.company_id = c.id and ct.created_at >= ${from.toISOString()}::timestamptz and ct.created_at <
        ${to.toISOString()}::timestamptz
        and ct.status = 'declined')
    order by c.id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** The active users whose team lead is `leadId`. */
export async function teamMemberIds(db: Db, leadId: number): Promise<number[]> {
  const result = await db.execute(sql`select id from users where team_lead_id = ${leadId} order by id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}
