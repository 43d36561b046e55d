import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/server/http/context';
import type { Deps } from '@/server/lib/deps';

/** Requests whose handler said they change no session, user or company (keyed by the request itself). */
const leftAuthAlone = new WeakSet<Request>();

/**
 * Marks this request as one that writes nothing the live-session check reads (sessions, users,
 * companies), so this instance keeps its session cache after it (decision 007). Only for handlers that
 * can never write those tables on any path: a transfer writes payments, postings, balances, notifications,
 * jobs and idempotency keys; an issuer webhook writes its event, payments, holds, card transactions, cards,
 * notifications and jobs; none of their triggers touches the three.
 */
export function leavesAuthStateAlone(c: Context<AppEnv>) {
  leftAuthAlone.add(c.req.raw);
}

/**
 * Any request that may have written could have changed what this instance keeps in memory: it forgets before
 * answering, so the caller's next request sees the change (other instances hear of it through LISTEN/NOTIFY,
 * server/lib/invalidated-cache.ts). Reads keep both caches.
 * - The live-session check: kept after requests marked by `leavesAuthStateAlone`.
 * - user/me's card figures: with no exception, since the issuer's webhook, which leaves auth alone, is what moves
 *   them (clearing them costs the next user/me a few index reads).
 */
export function invalidateCachesAfterWrites(
  caches: Pick<Deps, 'sessionCache' | 'cardFiguresCache'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      const method = c.req.method;
      if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
        if (!leftAuthAlone.has(c.req.raw)) caches.sessionCache?.invalidate({ kind: 'all' });
        caches.cardFiguresCache?.invalidate({ kind: 'all' });
      }
    }
  };
}
