import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { minorUnitsFromZero, timestamptz, timestamptzNow } from './columns';

/**
 * Page hits and product events sent by the PWA (issue 22). The browser makes the id, so a batch sent twice
 * is stored once. `day` is the UTC day of `at` (when it happened on the device, not when it arrived): the
 * rollups and the 13-month retention work by it, through its index.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** From the session that sent it, never from the body; null for an anonymous visitor. */
    userId: integer('user_id'),
    companyId: integer('company_id'),
    /** 'hit' | 'event' */
    type: text('type').notNull(),
    /** A hit's route template, or the event's name. */
    name: text('name').notNull(),
    referrer: text('referrer'),
    durationMs: integer('duration_ms'),
    /** 'pwa-phone' | 'pwa-desktop' | 'browser-phone' | 'browser-desktop' */
    device: text('device').notNull(),
    at: timestamptz('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    receivedAt: timestamptzNow('received_at'),
  },
  // Read by day only (the rollup job, the retention): the (name, day) index of 0015 cost every insert a
  // second random B-tree write and served no query, so 0027 drops it.
  (t) => [index('analytics_events_day_idx').on(t.day)],
);

/** Days with events newer than their rollup: the insert path marks them, the rollup job recomputes them. */
export const analyticsDirtyDays = pgTable('analytics_dirty_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** Rollup: hits (or events) per day, name and device, with the distinct visitors of that day. */
export const analyticsPageDays = pgTable(
  'analytics_page_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    device: text('device').notNull(),
    count: integer('count').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.name, t.device] })],
);

/**
 * Rollup: one row per actor per day (a signed-in user `u:<id>`, or an anonymous browser `c:<clientId>`),
 * so daily actives are a count and weekly actives a distinct count over far fewer rows than the events.
 * `prevDay` is the actor's previous day with a row (null for its first): the distinct actors of a period
 * are its rows whose previous day falls before it (0029), a count through an index instead of hashing every
 * actor of the period. The rollup job keeps it; the retention clears those pointing at deleted days.
 */
export const analyticsActorDays = pgTable(
  'analytics_actor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    actor: text('actor').notNull(),
    companyId: integer('company_id'),
    hits: integer('hits').notNull(),
    prevDay: date('prev_day', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.actor] }),
    index('analytics_actor_days_actor_day_idx').on(t.actor, t.day),
    index('analytics_actor_days_prev_day_idx').on(t.prevDay),
  ],
);

/** Rollup of the actor days: actors and hits per day, for the page's activity without a segment (0029). */
export const analyticsActivityDays = pgTable('analytics_activity_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  actors: integer('actors').notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Rollup of the actor days by the segment of their company: actors and hits per day and segment, so the page's
 * activity of one segment is read as cheaply as without one (analytics_activity_days). Actors without a company
 * (anonymous browsers) belong to no segment. The rollup job keeps it with the actor days; a company moving to
 * another segment moves its actor days' counts with it (migration 0030's trigger on companies).
 */
export const analyticsSegmentActivityDays = pgTable(
  'analytics_segment_activity_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    segment: integer('segment').notNull(),
    actors: integer('actors').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.segment] })],
);

/**
 * Rollup: each company's first completed top-up, first card and first purchase (a card transaction neither
 * declined nor reversed), the onboarding funnel's later steps for thousands of companies by one join instead of
 * three index probes per company. Kept by migration 0030's statement triggers on payments, cards and
 * card_transactions in the statement that changes them: an arrival earlier than the kept time lowers it, a row
 * that stops counting at or before it has the time read again from its table. No row: none of the three yet.
 */
export const analyticsCompanyFirsts = pgTable('analytics_company_firsts', {
  companyId: integer('company_id').primaryKey(),
  firstTopUpAt: timestamptz('first_top_up_at'),
  firstCardAt: timestamptz('first_card_at'),
  firstPurchaseAt: timestamptz('first_purchase_at'),
});

/**
 * The at-risk companies a staff user saw when they last opened the analytics page (the "A" badge counts the
 * others), and those of the visit before (0030): the list, read a page at a time after the visit, marks as new
 * what was not among them.
 */
export const analyticsRiskSeen = pgTable('analytics_risk_seen', {
  userId: integer('user_id').primaryKey(),
  companyIds: integer('company_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Null before the user's second visit: every company of the list is new to them. */
  previousCompanyIds: integer('previous_company_ids').array(),
  seenAt: timestamptzNow('seen_at'),
});

/**
 * A browser's analytics client id linked to the user who last signed in on it: events it sent without a
 * session (a beacon on page hide, the visits before sign-in) count as that user's in the rollups.
 */
export const analyticsClients = pgTable('analytics_clients', {
  clientId: text('client_id').primaryKey(),
  userId: integer('user_id').notNull(),
  companyId: integer('company_id'),
  linkedAt: timestamptzNow('linked_at'),
});

/**
 * Rollup: each company's money per UTC day of creation and currency, the analytics page's money figures
 * (server/db/queries/analytics-report.ts) without reading payments and card transactions. Kept by the
 * statement triggers of migration 0026 in the statement that changes a payment or a card transaction, as
 * card_spend_days is, so every path keeps it current in its own transaction. Amounts in minor units.
 */
export const analyticsMoneyDays = pgTable(
  'analytics_money_days',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** Completed top-ups and transfers (payment types `top_up` and `transfer_*`, status 2). */
    topUps: integer('top_ups').notNull().default(0),
    topUpAmount: minorUnitsFromZero('top_up_amount'),
    transfers: integer('transfers').notNull().default(0),
    transferAmount: minorUnitsFromZero('transfer_amount'),
    /** Card spend (card_spend_of), purchases (pending, settled or refunded) and declines. */
    cardSpend: minorUnitsFromZero('card_spend'),
    purchases: integer('purchases').notNull().default(0),
    declines: integer('declines').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.currency] }), index('analytics_money_days_day_idx').on(t.day)],
);

/**
 * Rollup of the rollup: the (day, company, currency) rows of analytics_money_days that moved money (a
 * completed top-up or transfer, or a purchase), so money-active companies per day are an index-only count
 * instead of a scan of every money row. Kept by migration 0028's row triggers on analytics_money_days, only
 * when a row starts or stops moving money; its own table rather than an index on the counters, so the money
 * triggers' updates of analytics_money_days stay heap-only (an index on a counter would forbid that).
 */
export const analyticsMoneyActiveDays = pgTable(
  'analytics_money_active_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.companyId, t.currency] })],
);

/**
 * The companies-at-risk list of the current period (server/modules/analytics/risk.ts), one row: it is
 * computed once per period, not per request. `version` is raised by whatever changes a risk rule's input
 * outside the money flow (an owner's threshold, a company's status); a list computed under an older version
 * is stale whatever its period. The list's companies are the rows of analytics_risk_companies.
 */
export const analyticsRiskList = pgTable('analytics_risk_list', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The version and period the stored list was computed for; null before the first one. */
  listVersion: bigint('list_version', { mode: 'number' }),
  periodStart: timestamptz('period_start'),
  computedAt: timestamptz('computed_at'),
});

/**
 * The companies of the stored at-risk list, one row each with its judgement (migration 0029; a jsonb
 * document before it): the page reads them joined to the companies in `rank` order and the "A" badge
 * counts them in SQL, where the document was parsed, named and sorted whole (10,000 at the volume bench)
 * on every read.
 */
export const analyticsRiskCompanies = pgTable('analytics_risk_companies', {
  companyId: integer('company_id').primaryKey(),
  /** Worst first as judged (most reasons, then name, then id), 0 the worst. */
  rank: integer('rank').notNull(),
  reasons: text('reasons').array().notNull(),
  lastSpendAt: timestamp('last_spend_at', { withTimezone: true, mode: 'string' }),
  declineRate: text('decline_rate'),
  declineThreshold: text('decline_threshold').notNull(),
});
