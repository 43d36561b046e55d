/**
 * What the PWA's analytics sender needs, without schemas: it loads with the first screen, which stays free
 * of zod (decision 006). `analytics.ts` re-exports these beside the schemas.
 */

/** The product events of issue 22, in funnel order where they are part of it. */
export const ANALYTICS_EVENT_NAMES = [
  'registration-step-1',
  'registration-step-2',
  'registration-done',
  'sign-in',
  'top-up-requested',
  'card-issued',
  'transfer-made',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_LIMITS = {
  /** Events in one request; the sender splits larger queues. */
  batchSize: 100,
  /** Rows older than this are deleted by the retention job (13 months), so older events are refused. */
  retentionDays: 396,
  /** How far ahead of the server's clock a device's timestamp may be. */
  futureSkewMs: 10 * 60_000,
} as const;

export const ANALYTICS_EVENTS_PATH = '/analytics/events';

/**
 * A browser's analytics client id as the sender makes it (a random UUID; 8 to 64 letters, digits and dashes
 * are accepted from older browsers and the simulator). The batch and `PATCH user/update-ym-client-id` both
 * hold it to this, so nothing else ends up as a client id.
 */
export const ANALYTICS_CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
