import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, timestamptz, timestamptzNow, requiredRef } from './columns';
import { users } from './users';

/** A news article (roles 1 and 7 write and publish; clients read published ones). Body is sanitized HTML. */
export const news = pgTable(
  'news',
  {
    id: serialId(),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [index('news_published_idx').on(t.isPublished, t.publishedAt)],
);

/** Slides a user has viewed (closing the overlay marks one), so they follow the user across devices. */
export const slideViews = pgTable(
  'slide_views',
  {
    userId: requiredRef('user_id', () => users.id),
    slideKey: text('slide_key').notNull(),
    viewedAt: timestamptzNow('viewed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slideKey] })],
);

/**
 * The partner button (spec 3): name, url, publish flag and its design (fill and name types, gradient
 * angles, border, colour lists of {color, opacity}) as one JSON document checked by the contract.
 */
export const partnerButtons = pgTable('partner_buttons', {
  id: serialId(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  isPublished: boolean('is_published').notNull().default(false),
  design: jsonb('design').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
});

/**
 * The social links shown beside the partner button (spec 2.4 "social and support links"), in their order. Roles 1
 * and 7 set the whole list at once in the partner designer; the contract allows only https addresses.
 */
export const socialLinks = pgTable(
  'social_links',
  {
    id: serialId(),
    position: smallint('position').notNull(),
    /** SOCIAL_KINDS of src/contracts/partners.ts: which icon and network it is. */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    uniqueIndex('social_links_position_uq').on(t.position),
    check('social_links_url_https_ck', sql`${t.url} like 'https://%' and length(${t.url}) <= 512`),
    check('social_links_label_ck', sql`length(${t.label}) between 1 and 40`),
  ],
);
