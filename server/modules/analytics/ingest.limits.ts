import type { LimitRule } from '@/server/db/queries/rate-limits';

/**
 * Batches of analytics events are accepted without a session (a beacon may outlive its token), so each one
 * is a write anyone can send: without a limit one address could fill analytics_events at 100 rows a request.
 * A browser sends a batch every few seconds at most; per address this covers a large office behind one NAT.
 */
export const ingestLimits = {
  perIp: { limit: 300, windowSeconds: 60, blockSeconds: 60 },
} satisfies Record<string, LimitRule>;
