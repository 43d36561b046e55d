import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, paged, pageQuery } from './endpoint';
import { validation } from './messages';
import { EXPORT_FORMATS, exportCreated, exportDownload } from './exports';
import { isoDate, periodQuery } from './payments';
import { ANALYTICS_CLIENT_ID_PATTERN, ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS } from './analytics-events';

export { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, type AnalyticsEventName } from './analytics-events';

/**
 * First-party product analytics (issue 22). The PWA sends page hits and a few product events to
 * `POST /analytics/events`; staff with `analytics.read` read aggregates of them and of the money tables.
 *
 * - A **hit** names a page by its route template (`/admin/clients/$id`), never by the ids in its address.
 * - An event's **id** is made by the browser: a batch sent twice (a beacon and a retry, a tab restored
 *   offline) is stored once.
 * - **at** is when it happened on the device: a batch kept offline for days keeps its own timestamps.
 *   It may be at most ANALYTICS_LIMITS.retentionDays old (older rows are deleted anyway) and at most
 *   ANALYTICS_LIMITS.futureSkewMs ahead of the server's clock.
 * - Who sent it comes from the session (if any), never from the body.
 */

/** Printable text without control characters (NUL included): it ends up in reports and files. */
const printable = (max: number) =>
  z
    .string({ error: validation.notValid })
    .max(max, validation.maxLength(max))
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), validation.notValid);

/** A route template: starts with "/", letters, digits and - _ . / $ only. */
const routeTemplate = printable(200).refine((v) => /^\/[A-Za-z0-9\-_./$]*$/.test(v), validation.notValid);

export const analyticsEvent = z
  .object({
    id: z.uuid({ error: validation.notValid }),
    type: z.enum(['hit', 'event'], { error: validation.notValid }),
    /** The route template of a hit, or one of ANALYTICS_EVENT_NAMES. */
    name: routeTemplate.or(z.enum(ANALYTICS_EVENT_NAMES, { error: validation.notValid })),
    /** The route template the visitor came from, within the portal. */
    referrer: routeTemplate.nullable().default(null),
    /** How long the previous page was open, for a hit. */
    durationMs: z
      .number({ error: validation.notValid })
      .int(validation.integer)
      .min(0, validation.minValue(0))
      .max(86_400_000, validation.maxValue(86_400_000))
      .nullable()
      .default(null),
    at: z.iso.datetime({ offset: true, error: validation.notValid }),
  })
  .strict()
  .refine(
    (e) => (e.type === 'hit' ? e.name.startsWith('/') : (ANALYTICS_EVENT_NAMES as readonly string[]).includes(e.name)),
    {
      message: validation.notValid,
      path: ['name'],
    },
  );
export const analyticsBatch = z
  .object({
    /** The browser's analytics client id (localStorage), made once. */
    clientId: z.string({ error: validation.required }).regex(ANALYTICS_CLIENT_ID_PATTERN, validation.notValid),
    device: z
      .object({
        standalone: z.boolean({ error: validation.notValid }),
        mobile: z.boolean({ error: validation.notValid }),
      })
      .strict(),
    events: z
      .array(analyticsEvent, { error: validation.notValid })
      .min(1, validation.required)
      .max(ANALYTICS_LIMITS.batchSize, validation.maxLength(ANALYTICS_LIMITS.batchSize)),
  })
  .strict();
export type AnalyticsBatch = z.input<typeof analyticsBatch>;

export const ingestEvents = endpoint({
  method: 'post',
  path: '/analytics/events',
  access: 'public',
  summary: 'Store a batch of page hits and product events (deduplicated by event id; a session links them to its user)',
  body: analyticsBatch,
  response: z.object({ stored: z.number(), duplicates: z.number() }),
});

// ---- the analytics page ----

export const ANALYTICS_SEGMENTS = [1, 2, 3, 4] as const;

export const analyticsQuery = z.object({
  ...periodQuery,
  segment: z.coerce
    .number({ error: validation.notValid })
    .pipe(
      z.union(
        ANALYTICS_SEGMENTS.map((k) => z.literal(k)),
        { error: validation.notValid },
      ),
    )
    .optional(),
  /** A referral code (16 characters), or "none" for companies that came without one. */
  referral: z
    .string()
    .regex(/^([A-Za-z0-9]{16}|none)$/, validation.notValid)
    .optional(),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

const period = z.object({ from: isoDate, to: isoDate });

export const FUNNEL_STEPS = [
  'invitations',
  'registrations',
  'approved',
  'firstTopUp',
  'firstCard',
  'firstPurchase',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const funnelStep = z.object({
  step: z.enum(FUNNEL_STEPS),
  count: z.number(),
  /** count / the previous step's count, percent with one decimal ("42.5"); null for the first step or a zero. */
  conversion: z.string().nullable(),
  /** Median hours from the previous step to this one, one decimal; null when nobody made it. */
  medianHours: z.string().nullable(),
});

export const activityDay = z.object({
  date: isoDate,
  /** Distinct signed-in users or anonymous browsers with a page hit that day. */
  activeFromHits: z.number(),
  /** Distinct companies with a money movement (top-up, transfer, card spend) that day. */
  activeFromMoney: z.number(),
  hits: z.number(),
});

export const moneyDay = z.object({
  date: isoDate,
  currency: z.string(),
  topUps: z.number(),
  topUpAmount: z.string(),
  transfers: z.number(),
  transferAmount: z.string(),
  cardSpend: z.string(),
  purchases: z.number(),
  declines: z.number(),
});

export const cohortRow = z.object({
  /** The Monday (UTC) of the approval week. */
  week: isoDate,
  companies: z.number(),
  /** Percent (one decimal) of the cohort with a card purchase in week 1…12 after approval; null: not reached yet. */
  weeks: z.array(z.string().nullable()),
});

export const RISK_REASONS = ['noSpend', 'declineRate', 'lowBalance'] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

export const atRiskCompany = z.object({
  id: z.number(),
  name: z.string(),
  segment: z.number(),
  reasons: z.array(z.enum(RISK_REASONS)),
  /** The last card spend, ISO; null when never. */
  lastSpendAt: specDate.nullable(),
  /** Last 30 days, percent with two decimals; null without authorizations. */
  declineRate: z.string().nullable(),
  /** The owner's decline-rate warning threshold in percent (their setting, or the default). */
  declineThreshold: z.string(),
  /** New since the caller last opened the page. */
  isNew: z.boolean(),
});

export const analyticsOverview = endpoint({
  method: 'get',
  path: '/backoffice/analytics',
  access: 'analytics.read',
  summary:
    'The analytics page: funnel, activity, top pages, devices, cohorts and companies at risk (opening it marks ' +
    'the at-risk list seen)',
  query: analyticsQuery,
  response: z.object({
    period,
    funnel: z.array(funnelStep),
    activity: z.array(activityDay),
    /** Distinct users or browsers over the whole period (weekly actives when it is a week). */
    activeInPeriod: z.number(),
    money: z.array(moneyDay),
    topPages: z.array(z.object({ path: z.string(), hits: z.number(), visitors: z.number() })),
    devices: z.array(
      z.object({ device: z.enum(['pwa-phone', 'pwa-desktop', 'browser-phone', 'browser-desktop']), hits: z.number() }),
    ),
    cohorts: z.array(cohortRow),
  }),
});

export const analyticsAtRisk = endpoint({
  method: 'get',
  path: '/backoffice/analytics/at-risk',
  access: 'analytics.read',
  summary:
    'The companies at risk now, worst first, a page at a time (new: not at risk at the visit before the ' +
    'last opening of the analytics page)',
  query: z.object({ ...pageQuery }),
  response: paged(atRiskCompany),
});

// ---- the analytics page as a file (the export hash of spec 7 `POST export`, for analytics) ----

export const analyticsExportRequest = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: validation.notValid }).default('xlsx'),
    /** The page's filters; the file holds what the page shows for them. */
    filter: analyticsQuery.strict().default({}),
  })
  .strict();
export type AnalyticsExportRequest = z.input<typeof analyticsExportRequest>;

export const createAnalyticsExport = endpoint({
  method: 'post',
  path: '/backoffice/analytics/export',
  access: 'analytics.export',
  summary:
    'Describe an export of the analytics page (its tables, for a period and filters) and get its hash, valid 10 ' +
    'minutes',
  body: analyticsExportRequest,
  response: exportCreated,
});

export const downloadAnalyticsExport = endpoint({
  method: 'get',
  path: '/backoffice/analytics/export',
  access: 'analytics.export',
  summary: 'The analytics file for a hash made by the same user: one sheet per table (xlsx) or titled blocks (CSV)',
  ...exportDownload,
});

export const analyticsEndpoints = {
  ingestEvents,
  analyticsOverview,
  analyticsAtRisk,
  createAnalyticsExport,
  downloadAnalyticsExport,
};
