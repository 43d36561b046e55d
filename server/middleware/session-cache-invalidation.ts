import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/server/http/context';
import type { CardFiguresCache } from '@/server/lib/card-figures-cache';
import type { LiveSessionCache } from '@/server/lib/session-cache';

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
 * Any request that may have written could have changed a session, user or company: this instance forgets
 * its live-session cache before answering, so the caller's next request sees the change (other instances
 * hear of it through LISTEN/NOTIFY; server/lib/session-cache.ts). Reads, and requests marked by
 * `leavesAuthStateAlone`, keep it.
 */
export function invalidateSessionsAfterWrites(cache: LiveSessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (mayWrite(c.req.method) && !leftAuthAlone.has(c.req.raw)) cache.invalidate({ kind: 'all' });
    }
  };
}

/**
 * The same for user/me's card figures (server/lib/card-figures-cache.ts), with no exception: the issuer's
 * webhook, which leaves auth alone, is what moves them, and a transfer's clearing costs a few index reads.
 */
export function invalidateCardFiguresAfterWrites(cache: CardFiguresCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (mayWrite(c.req.method)) cache.invalidate({ kind: 'all' });
    }
  };
}

const mayWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
