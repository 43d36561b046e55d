import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_day_idx').on(t.day), index('analytics_events_name_day_idx').on(t.name, t.day)],
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
 */
export const analyticsActorDays = pgTable(
  'analytics_actor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    actor: text('actor').notNull(),
    companyId: integer('company_id'),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.actor] })],
);

/** The at-risk companies a staff user saw when they last opened the analytics page (the "A" badge). */
export const analyticsRiskSeen = pgTable('analytics_risk_seen', {
  userId: integer('user_id').primaryKey(),
  companyIds: integer('company_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's analytics client id linked to the user who last signed in on it: events it sent without a
 * session (a beacon on page hide, the visits before sign-in) count as that user's in the rollups.
 */
export const analyticsClients = pgTable('analytics_clients', {
  clientId: text('client_id').primaryKey(),
  userId: integer('user_id').notNull(),
  companyId: integer('company_id'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});
