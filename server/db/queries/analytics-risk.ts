import { and, count, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { paged, type PageQuery } from '@/server/db/paging';
import { analyticsRiskCompanies, companies } from '@/server/db/schema/index';

export interface RiskFacts {
  id: number;
  name: string;
  segment: number;
  lastSpendAt: Date | null;
  declined: number;
  total: number;
  /** The owner's decline-rate threshold (percent) when set, else null (the default applies). */
  declineThreshold: string | null;
  /** Some open transit or BIN account's available balance is below the owner's low-balance threshold. */
  lowBalance: boolean;
}

/**
 * The facts behind "companies at risk" for every accepted company that ever spent on a card or was ever
 * topped up (a company that never started is the funnel's business, not a risk): its last card spend,
 * its authorizations and declines since `since`, its owner's thresholds and whether an account's
 * available balance is below the owner's low-balance threshold (default `defaultLowBalance`, in the
 * account's currency, in major units).
 */
export async function riskFacts(db: Db, input: { since: Date; defaultLowBalance: string }): Promise<RiskFacts[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    segment: number;
    last_spend_at: string | null;
    declined: number;
    total: number;
    decline_threshold: string | null;
    low_balance: boolean;
  }>(
    await db.execute(sql`
      with started as (
        select c.id, c.name, c.segment from companies c
        where c.status = 2 and (
          exists (select 1 from card_transactions ct where ct.company_id = c.id)
          or exists (select 1 from payments p where p.company_id = c.id and p.type = 'top_up' and p.status = 2))
      ), owner as (
        select distinct on (u.company_id) u.company_id, u.id from users u
        where u.role = 2 and u.company_id in (select id from started) order by u.company_id, u.id
      )
      select s.id, s.name, s.segment,
        (select max(ct.created_at) from card_transactions ct where ct.company_id = s.id and ct.status in ('pending',
          'settled', 'refunded')) as last_spend_at,
        w.declined, w.total,
        (select ns.threshold::text from notification_settings ns where ns.user_id = o.id and ns.type =
          'decline_rate_warning') as decline_threshold,
        exists (
          select 1 from accounts a
          left join notification_settings lb on lb.user_id = o.id and lb.type = 'low_balance'
          where a.company_id = s.id and a.type in (0, 1) and a.closed_at is null
            and (a.balance - a.hold) < coalesce(lb.threshold, ${input.defaultLowBalance}::numeric) * 100
        ) as low_balance
      from started s left join owner o on o.company_id = s.id
      -- One pass over each company's recent authorizations for both counts.
      cross join lateral (
        select (count(*) filter (where ct.status = 'declined'))::int as declined, count(*)::int as total
        from card_transactions ct where ct.company_id = s.id and ct.created_at >=
          ${input.since.toISOString()}::timestamptz
      ) w
      order by s.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    segment: Number(r.segment),
    lastSpendAt: r.last_spend_at === null ? null : new Date(r.last_spend_at),
    declined: Number(r.declined),
    total: Number(r.total),
    declineThreshold: r.decline_threshold,
    lowBalance: Boolean(r.low_balance),
  }));
}

/**
 * The at-risk companies the user saw on their last visit of the page (`last`), or on the visit before it
 * (`beforeLast`: what the list read after a visit calls new); null when there was no such visit.
 */
export async function seenRiskIds(db: Db, userId: number, visit: 'last' | 'beforeLast'): Promise<Set<number> | null> {
  const [row] = rowsOf<{ ids: number[] | null }>(
    await db.execute(sql`select ${sql.raw(visit === 'last' ? 'company_ids' : 'previous_company_ids')} as ids
      from analytics_risk_seen where user_id = ${userId}`),
  );
  return row?.ids ? new Set(row.ids.map(Number)) : null;
}

/**
 * Remembers what the user saw on opening the page (the badge counts at-risk companies not in it), and keeps
 * what they saw the visit before: the list, read a page at a time after the visit, marks as new the rest.
 */
export async function markRiskSeen(db: Db, userId: number, companyIds: number[]) {
  const ids = `{${companyIds.join(',')}}`;
  await db.execute(sql`insert into analytics_risk_seen (user_id, company_ids, seen_at) values (${userId},
    ${ids}::integer[], now())
    on conflict (user_id) do update set previous_company_ids = analytics_risk_seen.company_ids,
      company_ids = excluded.company_ids, seen_at = excluded.seen_at`);
}

/** What the at-risk list of a period holds: the judgement of each company, not its name or segment. */
export interface StoredRisk {
  id: number;
  reasons: string[];
  lastSpendAt: string | null;
  declineRate: string | null;
  declineThreshold: string;
}

export interface RiskListState {
  /** The inputs' version now; a list of another version is stale. */
  version: number;
  /** What the stored list was computed for, or null before the first one. */
  list: { version: number; periodStart: Date } | null;
}

/** The version and period of the stored at-risk list (analytics_risk_list, one row), without its companies. */
export async function readRiskList(db: Db): Promise<RiskListState> {
  const [row] = rowsOf<{ version: string; list_version: string | null; period_start: string | Date | null }>(
    await db.execute(sql`select version, list_version, period_start from analytics_risk_list where id = 1`),
  );
  if (!row) return { version: 0, list: null };
  if (row.list_version === null || row.period_start === null) return { version: Number(row.version), list: null };
  return {
    version: Number(row.version),
    list: { version: Number(row.list_version), periodStart: new Date(row.period_start) },
  };
}

/**
 * Stores the list computed under `version` for the period starting at `periodStart`, its companies in the
 * given order (worst first), unless the inputs changed meanwhile (the version moved on: the list may predate
 * the change) or another instance already stored a later period's. One transaction: the list row's lock
 * keeps two instances from interleaving their companies. Answers whether it was stored.
 */
export async function storeRiskList(
  db: Db,
  input: { version: number; periodStart: Date; computedAt: Date; companies: StoredRisk[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = rowsOf(
      await tx.execute(sql`insert into analytics_risk_list (id, version, list_version, period_start, computed_at)
      values (1, ${input.version}, ${input.version}, ${input.periodStart.toISOString()}::timestamptz,
        ${input.computedAt.toISOString()}::timestamptz)
      on conflict (id) do update set list_version = excluded.list_version, period_start = excluded.period_start,
        computed_at = excluded.computed_at
      where analytics_risk_list.version = excluded.list_version
        and (analytics_risk_list.period_start is null or analytics_risk_list.period_start <= excluded.period_start)
      returning id`),
    );
    if (rows.length === 0) return false;
    await tx.execute(sql`delete from analytics_risk_companies`);
    if (input.companies.length === 0) return true;
    const json = JSON.stringify(
      input.companies.map((c, rank) => ({
        company_id: c.id,
        rank,
        reasons: c.reasons,
        last_spend_at: c.lastSpendAt,
        decline_rate: c.declineRate,
        decline_threshold: c.declineThreshold,
      })),
    );
    await tx.execute(sql`insert into analytics_risk_companies (company_id, rank, reasons, last_spend_at, decline_rate,
        decline_threshold)
      select company_id, rank, array(select jsonb_array_elements_text(reasons)), last_spend_at, decline_rate,
        decline_threshold
      from jsonb_to_recordset(${json}::jsonb) as r(company_id int, rank int, reasons jsonb, last_spend_at timestamptz,
        decline_rate text, decline_threshold text)`);
    return true;
  });
}

/** A stored at-risk company with its name and segment read now. */
export type NamedRisk = StoredRisk & { name: string; segment: number };

/** The stored list's companies still accepted, joined to them. */
const acceptedRisk = and(eq(companies.id, analyticsRiskCompanies.companyId), eq(companies.status, 2));

/**
 * The stored list's companies still accepted, worst first as judged, with their names and segments read
 * fresh (a rename shows at once; its place in the order follows at the next judgement): one page of them and
 * how many there are, or every one when no page is asked (the export).
 */
export async function readStoredRisk(db: Db, page?: PageQuery): Promise<{ rows: NamedRisk[]; totalCount: number }> {
  const query = db
    .select({
      id: analyticsRiskCompanies.companyId,
      name: companies.name,
      segment: companies.segment,
      reasons: analyticsRiskCompanies.reasons,
      lastSpendAt: analyticsRiskCompanies.lastSpendAt,
      declineRate: analyticsRiskCompanies.declineRate,
      declineThreshold: analyticsRiskCompanies.declineThreshold,
    })
    .from(analyticsRiskCompanies)
    .innerJoin(companies, acceptedRisk)
    .orderBy(analyticsRiskCompanies.rank);
  const [rows, total] = await Promise.all([
    page ? paged(query, page) : query,
    page ? db.select({ n: count() }).from(analyticsRiskCompanies).innerJoin(companies, acceptedRisk) : null,
  ]);
  const named = rows.map((r) => ({
    ...r,
    lastSpendAt: r.lastSpendAt === null ? null : new Date(r.lastSpendAt).toISOString(),
  }));
  return { rows: named, totalCount: total ? Number(total[0]?.n ?? 0) : named.length };
}

/** The ids of the stored list's companies still accepted: what a visit of the page marks seen. */
export async function readStoredRiskIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: analyticsRiskCompanies.companyId })
    .from(analyticsRiskCompanies)
    .innerJoin(companies, acceptedRisk);
  return rows.map((r) => r.id);
}

/**
 * How many of the stored list's companies (still accepted) the user did not see when last opening the page;
 * all of them before the first time. The seen ids are hashed once (`not in` a subquery), not searched per row.
 */
export async function countNewStoredRisk(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n
      from analytics_risk_companies r join companies c on c.id = r.company_id and c.status = 2
      where r.company_id not in (select unnest(s.company_ids) from analytics_risk_seen s where s.user_id = ${userId})`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Marks the stored at-risk list stale: called after an input that is not money changed (an owner's
 * low-balance or decline-rate threshold), so the next reader computes it again instead of waiting for the
 * next period.
 */
export async function invalidateRiskList(db: Db) {
  await db.execute(sql`insert into analytics_risk_list (id, version) values (1, 1)
    on conflict (id) do update set version = analytics_risk_list.version + 1`);
}

/** Name, segment and status of the companies of a stored list, read fresh: a rename shows at once. */
export async function riskCompaniesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; segment: number }>();
  const rows = rowsOf<{ id: number; name: string; segment: number }>(
    await db.execute(sql`select id, name, segment from companies
      where id = any(${`{${ids.join(',')}}`}::int[]) and status = 2`),
  );
  return new Map(rows.map((r) => [Number(r.id), { name: r.name, segment: Number(r.segment) }]));
}
