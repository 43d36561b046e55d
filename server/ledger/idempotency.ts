import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import type { AppEnv, AuthContext } from '../http/context';
import { HttpError, invalidField } from '../http/errors';
import { sha256 } from '../lib/secrets';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export const idempotencyMessages = {
  badKey: 'The Idempotency-Key must be 8 to 128 letters, digits or _ . : -',
  reusedKey: 'This Idempotency-Key was already used for a different request',
} as const;

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

export interface IdempotentRequest {
  userId: number;
  key: string | null;
  /** Method and path and the parsed body: what makes two requests "the same". */
  method: string;
  path: string;
  body: unknown;
}

/**
 * Runs a money-moving request once per key (ARCHITECTURE.md): the key is claimed in the same transaction
 * as the payment, so a concurrent duplicate waits for the first to commit and then gets its answer; a
 * request that fails rolls back its claim and may be retried with the same key. Without a key it simply
 * runs in a transaction.
 */
export async function runIdempotent<T>(db: Db, request: IdempotentRequest, run: (tx: Db) => Promise<T>): Promise<T> {
  if (request.key === null) return db.transaction((tx) => run(tx as unknown as Db));
  if (!KEY.test(request.key)) throw invalidField(IDEMPOTENCY_HEADER, idempotencyMessages.badKey);
  const requestHash = sha256(`${request.method.toUpperCase()} ${request.path}\n${canonical(request.body)}`);
  const key = request.key;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key, requestHash, status: 0, response: sql`'null'::jsonb` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== requestHash) throw new HttpError(422, idempotencyMessages.reusedKey, { [IDEMPOTENCY_HEADER]: [idempotencyMessages.reusedKey] });
      return first.response as T;
    }
    const result = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: 1, response: result as object })
      .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)));
    return result;
  });
}

/** The handler-side door: the caller, the header, the route and the parsed body. */
export function idempotent<T>(c: Context<AppEnv>, auth: AuthContext, body: unknown, run: (tx: Db) => Promise<T>) {
  return runIdempotent(
    c.var.deps.db,
    { userId: auth.userId, key: c.req.header(IDEMPOTENCY_HEADER) ?? null, method: c.req.method, path: c.req.path, body },
    run,
  );
}
