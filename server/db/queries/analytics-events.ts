import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';

/** One event as stored: who sent it comes from the session, never from the batch. */
export interface StoredEvent {
  id: string;
  clientId: string;
  userId: number | null;
  companyId: number | null;
  type: 'hit' | 'event';
  name: string;
  referrer: string | null;
  durationMs: number | null;
  device: string;
  at: Date;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Who an event counts for: its session's user, else the user its browser was last signed in as, else the browser. */
const ACTOR = sql.raw(`coalesce('u:' || e.user_id, 'u:' || l.user_id, 'c:' || e.client_id)`);

/**
 * Links a browser's client id to the user signed in on it (the last one wins). Written only when it
 * changes, so a signed-in browser's batches do not rewrite the row each time.
 */
export async function linkClient(db: Db, clientId: string, userId: number, companyId: number | null) {
  await linkClients(db, [{ clientId, userId, companyId }]);
}

export interface ClientLink {
  clientId: string;
  userId: number;
  companyId: number | null;
}

/** linkClient for many browsers in one statement; of two links of one browser the later one wins. */
export async function linkClients(db: Db, links: ClientLink[]) {
  // One row per browser: an upsert may not touch the same row twice in one statement.
  const last = [...new Map(links.map((l) => [l.clientId, l])).values()];
  if (last.length === 0) return;
  const json = JSON.stringify(last.map((l) => ({ client_id: l.clientId, user_id: l.userId, company_id: l.companyId })));
  await db.execute(sql`insert into analytics_clients (client_id, user_id, company_id)
    select client_id, user_id, company_id from jsonb_to_recordset(${json}::jsonb) as r(client_id text, user_id int,
      company_id int)
    on conflict (client_id) do update set user_id = excluded.user_id, company_id = excluded.company_id, linked_at =
      now()
    where analytics_clients.user_id is distinct from excluded.user_id or analytics_clients.company_id is distinct from
      excluded.company_id`);
}

/**
 * Stores a batch in one statement: ids already stored are skipped (`on conflict do nothing`), so a batch
 * sent twice, or fifty times at once, is stored once. The days it stored events on are marked for the
 * rollup job by the same statement (one transaction, one round trip), so a stored event is never left out
 * of a rollup: a marker the rollup job is taking meanwhile makes this insert wait for it, and stays. Returns
 * how many were new.
 */
export async function storeEvents(db: Db, events: StoredEvent[]): Promise<number> {
  return (await insertEvents(db, events)).size;
}

/** storeEvents, answering the ids that were new (lower case), so a grouped insert can tell each batch its own. */
export async function insertEvents(db: Db, events: StoredEvent[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const json = JSON.stringify(
    events.map((e) => ({
      id: e.id,
      client_id: e.clientId,
      user_id: e.userId,
      company_id: e.companyId,
      type: e.type,
      name: e.name,
      referrer: e.referrer,
      duration_ms: e.durationMs,
      device: e.device,
      at: e.at.toISOString(),
      day: utcDay(e.at),
    })),
  );
  const [row] = rowsOf<{ ids: string[] }>(
    await db.execute(sql`
      with inserted as (
        insert into analytics_events (id, client_id, user_id, company_id, type, name, referrer, duration_ms, device,
          at, day)
        select id, client_id, user_id, company_id, type, name, referrer, duration_ms, device, at, day
        from jsonb_to_recordset(${json}::jsonb) as r(id uuid, client_id text, user_id int, company_id int, type text,
          name text,
          referrer text, duration_ms int, device text, at timestamptz, day date)
        on conflict (id) do nothing
        returning id, day
      ), marked as (
        -- "do nothing" takes no row lock: concurrent batches of the same day do not queue on the marker.
        insert into analytics_dirty_days (day) select distinct day from inserted on conflict do nothing
      )
      select coalesce(array_agg(id::text), '{}') as ids from inserted`),
  );
  return new Set(row?.ids ?? []);
}

/**
 * Recomputes the rollups of every day marked dirty, each day whole (delete and insert), so running it
 * twice changes nothing. The markers are taken (deleted) first in the same transaction: an event
 * committed after this transaction's snapshot leaves its marker in place (its insert waits for ours), so
 * the next run picks it up. Returns the days recomputed.
 */
export async function rollUpDirtyDays(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const taken = rowsOf<{ day: string }>(
      await tx.execute(sql`delete from analytics_dirty_days returning to_char(day, 'YYYY-MM-DD') as day`),
    ).map((r) => r.day);
    if (taken.length === 0) return [];
    const days = sql`${`{${taken.join(',')}}`}::date[]`;
    await tx.execute(sql`delete from analytics_page_days where day = any(${days})`);
    await tx.execute(sql`
      insert into analytics_page_days (day, type, name, device, count, visitors)
      select e.day, e.type, e.name, e.device, count(*)::int, count(distinct ${ACTOR})::int
      from analytics_events e left join analytics_clients l on l.client_id = e.client_id
      where e.day = any(${days})
      group by e.day, e.type, e.name, e.device`);
    await tx.execute(sql`delete from analytics_actor_days where day = any(${days})`);
    await tx.execute(sql`
      insert into analytics_actor_days (day, actor, company_id, hits, prev_day)
      -- prev_day: the actor's latest earlier day among these days (lag) or the days kept (the index, backward).
      select n.day, n.actor, n.company_id, n.hits, greatest(lag(n.day) over (partition by n.actor order by n.day),
        (select max(b.day) from analytics_actor_days b where b.actor = n.actor and b.day < n.day))
      from (
        select e.day, ${ACTOR} as actor, max(coalesce(e.company_id, l.company_id)) as company_id,
          (count(*) filter (where e.type = 'hit'))::int as hits
        from analytics_events e left join analytics_clients l on l.client_id = e.client_id
        where e.day = any(${days})
        group by e.day, ${ACTOR}
      ) n`);
    await keepPrevDaysAfter(tx, days, [...taken].sort()[0]!);
    await tx.execute(sql`delete from analytics_activity_days where day = any(${days})`);
    await tx.execute(sql`insert into analytics_activity_days (day, actors, hits)
      select day, count(*)::int, sum(hits)::int from analytics_actor_days where day = any(${days}) group by day`);
    await rollUpSegments(tx, days);
    return taken.sort();
  });
}

/**
 * The segment totals of `days` from their actor days, each actor under its company's segment now. The lock is
 * the one migration 0030's trigger takes when a company changes segment: whichever comes second sees the
 * other's work committed, so a change made while this runs is neither lost nor counted twice.
 */
async function rollUpSegments(tx: Pick<Db, 'execute'>, days: SQL) {
  await tx.execute(sql`lock table analytics_segment_activity_days in share row exclusive mode`);
  await tx.execute(sql`delete from analytics_segment_activity_days where day = any(${days})`);
  await tx.execute(sql`insert into analytics_segment_activity_days (day, segment, actors, hits)
    select a.day, c.segment, count(*)::int, sum(a.hits)::int
    from analytics_actor_days a join companies c on c.id = a.company_id
    where a.day = any(${days}) group by a.day, c.segment`);
}

/**
 * After `days` were recomputed (their rows inserted with their prev_day), sets prev_day on the later rows
 * it may have changed on: those of the actors of these days (one may now follow a day the actor was not on
 * before) and those that pointed at one of these days (an anonymous browser linked to a user since is no
 * longer an actor of its old days). Only rows after the first of the days can be such; each one's previous
 * day is read backward from the (actor, day) index, and only changed rows are written. A run of today only
 * has no later rows; a rollup of every day (a fresh database) none outside its days.
 */
async function keepPrevDaysAfter(tx: Pick<Db, 'execute'>, days: SQL, firstDay: string) {
  await tx.execute(sql`
    with later as materialized (
      select a.day, a.actor from analytics_actor_days a
      where a.day > ${firstDay}::date and a.day <> all(${days})
        and (a.prev_day = any(${days}) or a.actor in (select actor from analytics_actor_days where day = any(${days})))
    ), fresh as materialized (
      select t.day, t.actor,
        (select max(b.day) from analytics_actor_days b where b.actor = t.actor and b.day < t.day) as prev_day
      from later t
    )
    update analytics_actor_days a set prev_day = f.prev_day from fresh f
    where a.day = f.day and a.actor = f.actor and a.prev_day is distinct from f.prev_day`);
}

/** Deletes events and rollups of days before `firstKeptDay` (YYYY-MM-DD); returns the events deleted. */
export async function deleteAnalyticsBefore(db: Db, firstKeptDay: string): Promise<number> {
  const deleted = (await db.execute(
    sql`delete from analytics_events where day < ${firstKeptDay}::date`,
  )) as unknown as { affectedRows?: number; rowCount?: number };
  await db.execute(sql`delete from analytics_page_days where day < ${firstKeptDay}::date`);
  await db.execute(sql`delete from analytics_actor_days where day < ${firstKeptDay}::date`);
  // Their next days are now the actors' first: a period starting before the first kept day counts them.
  await db.execute(sql`update analytics_actor_days set prev_day = null where prev_day < ${firstKeptDay}::date`);
  await db.execute(sql`delete from analytics_activity_days where day < ${firstKeptDay}::date`);
  await db.execute(sql`delete from analytics_segment_activity_days where day < ${firstKeptDay}::date`);
  return deleted.affectedRows ?? deleted.rowCount ?? 0;
}
