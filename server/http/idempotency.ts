import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { requestHashOf, runIdempotent, type KeyClaim } from '@/server/ledger/idempotency';
import type { AppEnv, AuthContext } from './context';
import { invalidField } from './errors';

/**
 * Idempotency as HTTP sees it: the header, its shape, and the claim a request makes with it. Storing claims
 * and answers in the payment's transaction is the ledger's part (`server/ledger/idempotency.ts`).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The claim of this request: null without a key, a 422 on the header for a malformed one. */
export function keyClaim(c: Context<AppEnv>, auth: AuthContext, body: unknown): KeyClaim | null {
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
  if (key === null) return null;
  if (!KEY.test(key)) throw invalidField(IDEMPOTENCY_HEADER, apiMessage.idempotencyKeyBad);
  return { userId: auth.userId, key, requestHash: requestHashOf({ method: c.req.method, path: c.req.path, body }) };
}

/** The handler-side door: runs `run` once per key, in the transaction that claims it. */
export function idempotent<T>(c: Context<AppEnv>, auth: AuthContext, body: unknown, run: (tx: Db) => Promise<T>) {
  return runIdempotent(c.var.deps.db, keyClaim(c, auth, body), run);
}
