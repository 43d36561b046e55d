import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';

export interface LimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** How long the key stays refused once it passes the limit. */
  blockSeconds: number;
}

/**
 * Counts one hit for `bucket:key` and says whether it is over the rule. One upsert, so it is exact across
 * any number of API instances sharing the database.
 */
export async function hit(db: Db, bucket: string, key: string, rule: LimitRule, now: Date) {
  const result = await db.execute(sql`
    insert into rate_limits (bucket, key, window_start, hits)
    values (${bucket}, ${key}, ${now.toISOString()}, 1)
    on conflict (bucket, key) do update set
      hits = case when rate_limits.window_start <= ${now.toISOString()}::timestamptz - make_interval(secs =>
        ${rule.windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${now.toISOString()}::timestamptz - make_interval(secs =>
        ${rule.windowSeconds})
                  then ${now.toISOString()}::timestamptz else rate_limits.window_start end,
      blocked_until = case when rate_limits.hits + 1 > ${rule.limit}
                  and rate_limits.window_start > ${now.toISOString()}::timestamptz - make_interval(secs =>
                    ${rule.windowSeconds})
                  then ${now.toISOString()}::timestamptz + make_interval(secs => ${rule.blockSeconds})
                  else rate_limits.blocked_until end
    returning hits, blocked_until`);
  const row = rowsOf<{ hits: number; blocked_until: Date | string | null }>(result)[0]!;
  return { hits: Number(row.hits), retryAfter: secondsLeft(row.blocked_until, now) };
}

/** Seconds until `bucket:key` may try again; 0 when it is not refused. */
export async function retryAfter(db: Db, bucket: string, key: string, now: Date): Promise<number> {
  const result = await db.execute(sql`select blocked_until from rate_limits where bucket = ${bucket} and key = ${key}`);
  return secondsLeft(rowsOf<{ blocked_until: Date | string | null }>(result)[0]?.blocked_until ?? null, now);
}

export async function clear(db: Db, bucket: string, key: string) {
  await db.execute(sql`delete from rate_limits where bucket = ${bucket} and key = ${key}`);
}

function secondsLeft(until: Date | string | null, now: Date): number {
  if (!until) return 0;
  const ms = new Date(until).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** One key's share of a grouped count: `weight` hits of `bucket:key` under `rule`. */
export interface WeightedHit {
  bucket: string;
  key: string;
  rule: LimitRule;
  weight: number;
}

/**
 * `hit` for many requests at once (a grouped path, server/db/batcher.ts), in one statement. Each hit is
 * answered in the order given as if counted one after the other: the hits that still fit under their key's
 * limit pass (retryAfter 0) and the rest are refused with the block this count set; a key that was already
 * blocked refuses all of its hits. The counters are those `hit` keeps, so both may count the same bucket.
 */
export async function hitAll(db: Db, hits: WeightedHit[], now: Date): Promise<{ retryAfter: number }[]> {
  const totals = new Map<string, WeightedHit>();
  for (const h of hits) {
    const id = `${h.bucket}\u0000${h.key}`;
    const seen = totals.get(id);
    if (seen) seen.weight += h.weight;
    else totals.set(id, { ...h });
  }
  if (totals.size === 0) return [];
  const rows = [...totals.values()];
  const json = JSON.stringify(
    rows.map((h) => ({
      bucket: h.bucket,
      key: h.key,
      weight: h.weight,
      lim: h.rule.limit,
      win: h.rule.windowSeconds,
      blk: h.rule.blockSeconds,
    })),
  );
  const at = now.toISOString();
  const expired = sql`rate_limits.window_start <= ${at}::timestamptz - make_interval(secs => (select i.win from input i
    where i.bucket = excluded.bucket and i.key = excluded.key))`;
  const counted = sql`case when ${expired} then excluded.hits else rate_limits.hits + excluded.hits end`;
  // `old` locks the existing counters and reads their block as it stood before this count; the insert waits
  // for it (its subquery), so it is read before the upsert changes those rows.
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb)
        as i(bucket text, key text, weight int, lim int, win int, blk int)
    ), old as (
      select r.bucket, r.key, r.blocked_until from rate_limits r join input i on i.bucket = r.bucket and i.key = r.key
      order by r.bucket, r.key for update of r
    ), counted as (
      insert into rate_limits (bucket, key, window_start, hits, blocked_until)
      select i.bucket, i.key, ${at}::timestamptz, i.weight,
        case when i.weight > i.lim then ${at}::timestamptz + make_interval(secs => i.blk) end
      from input i where (select count(*) from old) >= 0
      order by i.bucket, i.key
      on conflict (bucket, key) do update set
        hits = ${counted},
        window_start = case when ${expired} then ${at}::timestamptz else rate_limits.window_start end,
        blocked_until = case
          when ${counted} > (select i.lim from input i where i.bucket = excluded.bucket and i.key = excluded.key)
            and (rate_limits.blocked_until is null or rate_limits.blocked_until <= ${at}::timestamptz)
          then ${at}::timestamptz + make_interval(secs => (select i.blk from input i where i.bucket = excluded.bucket
            and i.key = excluded.key))
          else rate_limits.blocked_until end
      returning bucket, key, hits
    )
    select c.bucket, c.key, c.hits, o.blocked_until as was_blocked_until
    from counted c left join old o on o.bucket = c.bucket and o.key = c.key`);
  const after = new Map(
    rowsOf<{ bucket: string; key: string; hits: number; was_blocked_until: Date | string | null }>(result).map((r) => [
      `${r.bucket}\u0000${r.key}`,
      { hits: Number(r.hits), wasBlocked: secondsLeft(r.was_blocked_until, now) },
    ]),
  );
  // Walk the hits in order: each key's count before this batch is its total less what the batch added.
  const used = new Map<string, number>();
  return hits.map((h) => {
    const id = `${h.bucket}\u0000${h.key}`;
    const state = after.get(id)!;
    if (state.wasBlocked > 0) return { retryAfter: state.wasBlocked };
    const before = used.get(id) ?? state.hits - totals.get(id)!.weight;
    used.set(id, before + h.weight);
    return { retryAfter: before + h.weight > h.rule.limit ? h.rule.blockSeconds : 0 };
  });
}
