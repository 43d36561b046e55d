import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { referrals } from './onboarding';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  legalEntity: text('legal_entity'),
  status: integer('status').notNull().default(1),
  isBlocked: boolean('is_blocked').notNull().default(false),
  referralHash: text('referral_hash').notNull().unique(),
  currencyCode: text('currency_code').notNull().default('USD'),
  cardsAvailableCount: integer('cards_available_count').notNull().default(0),
  issuedCardsCount: integer('issued_cards_count').notNull().default(0),
  /** Percent, exact decimal. */
  incomeFee: numeric('income_fee', { precision: 7, scale: 2 }).notNull().default('0.00'),
  /** The referral the company registered through (spec 3 registrationReferral), if any. */
  registrationReferralId: integer('registration_referral_id').references((): AnyPgColumn => referrals.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
