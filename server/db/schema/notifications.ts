import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigSerialId, requiredRef, serialId, timestamptz, timestamptzNow } from './columns';
import { users } from './users';

/**
 * An in-app notification of one user (spec 3 "Notification"): status 1 new, 3 viewed. `description` is
 * HTML already sanitized when written; clients sanitize again before showing it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigSerialId(),
    userId: requiredRef('user_id', () => users.id),
    /** NOTIFICATION_TYPE of src/contracts/notifications.ts, or 'message' for one sent by staff. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: integer('status').notNull().default(1),
    /** Where a click takes the user (an app path), and for staff the admin route it belongs to. */
    link: text('link'),
    routeName: text('route_name'),
    createdAt: timestamptzNow('created_at'),
    viewedAt: timestamptz('viewed_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_user_new_idx')
      .on(t.userId, t.id)
      .where(sql`${t.status} = 1`),
  ],
);

/** A user's choice per notification type; a missing row means the type's defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: requiredRef('user_id', () => users.id),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    interface: boolean('interface').notNull(),
    telegram: boolean('telegram').notNull(),
    threshold: numeric('threshold', { precision: 20, scale: 2 }),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A browser's web-push subscription (endpoint and its keys); removed when the push service says 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptzNow('created_at'),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
