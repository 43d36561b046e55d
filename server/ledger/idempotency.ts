import { and, eq, or, sql } from 'drizzle-orm';
import type { Outcome } from '@/server/db/batcher';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { idempotencyKeys } from '@/server/db/schema/index';
import { sha256 } from '@/server/lib/secrets';
import { IdempotencyKeyReused } from './errors';
import { arrayLiteral } from './sql-arrays';

/** Canonical JSON: keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Method and path and the parsed body: what makes two requests "the same". */
export interface IdempotentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a key is claimed with: the same key and hash again is a replay, another hash a misuse. */
export function requestHashOf(request: IdempotentRequest) {
  return sha256(`${request.method.toUpperCase()} ${request.path}\n${canonical(request.body)}`);
}

export interface KeyClaim {
  userId: number;
  key: string;
  requestHash: string;
}

/** A key claimed (the request runs), or the answer its first use stored (the request is a replay). */
export type ClaimAnswer = { claimed: true } | { claimed: false; response: unknown };

const reusedKey = () => new IdempotencyKeyReused('This idempotency key was already used for a different request');

/**
 * Claims keys in the caller's transaction, one answer per claim; the claims must name distinct keys. The
 * rows are inserted in (user, key) order, so two transactions claiming the same keys wait for each other
 * rather than deadlock. A key another transaction holds makes this one wait on the unique index until it
 * commits; the stored answer is then read in a second statement, since the first one's snapshot predates
 * that commit.
 */
export async function claimKeys(tx: Db, claims: KeyClaim[]): Promise<Outcome<ClaimAnswer>[]> {
  if (claims.length === 0) return [];
  const inserted = rowsOf<{ user_id: number; key: string }>(
    await executePrepared(
      tx,
      sql`insert into ${idempotencyKeys} (user_id, key, request_hash, status, response)
        select c.user_id, c.key, c.request_hash, 0, 'null'::jsonb
        from unnest(${arrayLiteral(claims.map((c) => c.userId))}::int[],
          ${arrayLiteral(claims.map((c) => c.key))}::text[],
          ${arrayLiteral(claims.map((c) => c.requestHash))}::text[]) as c(user_id, key, request_hash)
        order by c.user_id, c.key
        on conflict do nothing
        returning user_id, key`,
    ),
  );
  const name = (userId: number, key: string) => `${userId} ${key}`;
  const claimed = new Set(inserted.map((row) => name(row.user_id, row.key)));
  const taken = claims.filter((c) => !claimed.has(name(c.userId, c.key)));
  const stored = taken.length
    ? await tx
        .select({
          userId: idempotencyKeys.userId,
          key: idempotencyKeys.key,
          requestHash: idempotencyKeys.requestHash,
          response: idempotencyKeys.response,
        })
        .from(idempotencyKeys)
        .where(or(...taken.map((c) => and(eq(idempotencyKeys.userId, c.userId), eq(idempotencyKeys.key, c.key)))))
    : [];
  const storedBy = new Map(stored.map((row) => [name(row.userId, row.key), row]));
  return claims.map((c): Outcome<ClaimAnswer> => {
    if (claimed.has(name(c.userId, c.key))) return { ok: true, value: { claimed: true } };
    const first = storedBy.get(name(c.userId, c.key));
    if (!first || first.requestHash !== c.requestHash) return { ok: false, error: reusedKey() };
    return { ok: true, value: { claimed: false, response: first.response } };
  });
}

/**
 * Stores the answers of the claimed keys whose requests succeeded, and gives up the claims of those that
 * failed (a failed request may be retried with its key), in one statement.
 */
export async function answerKeys(
  tx: Db,
  answered: { userId: number; key: string; response: unknown }[],
  released: { userId: number; key: string }[],
) {
  if (answered.length === 0 && released.length === 0) return;
  await executePrepared(
    tx,
    sql`with answered as (
        update ${idempotencyKeys} k set status = 1, response = a.response
        from unnest(${arrayLiteral(answered.map((a) => a.userId))}::int[],
          ${arrayLiteral(answered.map((a) => a.key))}::text[],
          ${arrayLiteral(answered.map((a) => JSON.stringify(a.response)))}::jsonb[]) as a(user_id, key, response)
        where k.user_id = a.user_id and k.key = a.key
        returning 1
      ), released as (
        delete from ${idempotencyKeys} k
        using unnest(${arrayLiteral(released.map((r) => r.userId))}::int[],
          ${arrayLiteral(released.map((r) => r.key))}::text[]) as r(user_id, key)
        where k.user_id = r.user_id and k.key = r.key
        returning 1
      )
      select (select count(*) from answered) as answered, (select count(*) from released) as released`,
  );
}

/**
 * Runs a money-moving request once per key (ARCHITECTURE.md): the key is claimed in the same transaction
 * as the payment, so a concurrent duplicate waits for the first to commit and then gets its answer; a
 * request that fails rolls back its claim and may be retried with the same key. Without a claim it simply
 * runs in a transaction. (Transfers claim their keys a batch at a time with the same two functions.) Reading
 * and checking the key is HTTP's part: `server/http/idempotency.ts`.
 */
export async function runIdempotent<T>(db: Db, claim: KeyClaim | null, run: (tx: Db) => Promise<T>): Promise<T> {
  if (claim === null) return db.transaction((tx) => run(tx as unknown as Db));
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [answer] = await claimKeys(tx, [claim]);
    if (!answer!.ok) throw answer!.error;
    if (!answer!.value.claimed) return answer!.value.response as T;
    const result = await run(tx);
    await answerKeys(tx, [{ userId: claim.userId, key: claim.key, response: result }], []);
    return result;
  });
}
