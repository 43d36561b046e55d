import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptzNow } from './columns';
import { users } from './users';

/** Secrets the platform makes for itself once and every instance shares (signing keys, VAPID keys). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptzNow('created_at'),
});

/**
 * The platform's money settings that no tariff scale carries: one row (id 1, written by migration 0014).
 * `cardFxFeePercent` is taken on a card payment settled in a currency other than the card's, on top of
 * the platform rate (server/modules/card-issuer/card-fx-fee.ts).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    cardFxFeePercent: numeric('card_fx_fee_percent', { precision: 5, scale: 2 }).notNull().default('2.00'),
    updatedAt: timestamptzNow('updated_at'),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    check('platform_settings_one_row_ck', sql`${t.id} = 1`),
    check('platform_settings_fx_fee_ck', sql`${t.cardFxFeePercent} >= 0 and ${t.cardFxFeePercent} <= 100`),
  ],
);
