import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the platform makes for itself once and every instance shares (signing keys, VAPID keys). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
