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
