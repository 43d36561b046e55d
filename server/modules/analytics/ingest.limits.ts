import type { LimitRule } from '@/server/db/queries/rate-limits';

/**
 * Batches of analytics events are accepted without a session (a beacon may outlive its token), so each one
 * is a write anyone can send: without a limit one address could fill analytics_events at 100 rows a request.
 *
 * An office, a mobile carrier or the benchmark's 50 browsers share one address, so the address alone is
 * too coarse a key: a limit low enough to stop abuse would drop a busy office's events. So each batch is
 * counted twice:
 * - by who sent it: the signed-in account (`perAccount`), else the browser's client id (`perBrowser`). A
 *   browser flushes at most every 5 s or every 20 events (src/lib/analytics.ts), so these stop a runaway
 *   tab without touching its neighbours. An anonymous sender may make up client ids, hence:
 * - by address, in events rather than batches (`perAddress`, what fills the table): 2,000 events/s for a
 *   minute, room for 500 busy browsers behind one NAT or the 1,000 events/s of `npm run bench:analytics`,
 *   and a sender that passes it is refused for five minutes, so sustained abuse from one address stores
 *   at most 120,000 rows every six minutes.
 */
export const ingestLimits = {
  perAddress: { limit: 120_000, windowSeconds: 60, blockSeconds: 300 },
  perAccount: { limit: 600, windowSeconds: 60, blockSeconds: 60 },
  perBrowser: { limit: 120, windowSeconds: 60, blockSeconds: 60 },
} satisfies Record<string, LimitRule>;

/**
 * The rate_limits buckets of the rules above, named for what each counts: events per address (it was
 * `analytics-ip` when it counted batches and was the only limit), batches per account, batches per browser.
 */
export const INGEST_BUCKETS = {
  perAddress: 'analytics-address-events',
  perAccount: 'analytics-account',
  perBrowser: 'analytics-browser',
} as const;
