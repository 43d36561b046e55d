import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow, requiredRef } from './columns';
import { referrals } from './onboarding';

/** The platform's own legal entities that contract with client companies (spec 3 byLegalEntity). */
export const legalEntities = pgTable('legal_entities', {
  id: serialId(),
  name: text('name').notNull().unique(),
});

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    legalEntityId: integer('legal_entity_id').references(() => legalEntities.id),
    /** COMPANY_STATUS of src/contracts/companies.ts: 1 under review, 2 accepted, 3 declined. */
    status: integer('status').notNull().default(1),
    /** COMPANY_SEGMENT of src/contracts/companies.ts. */
    segment: integer('segment').notNull().default(1),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isFrozen: boolean('is_frozen').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    referralHash: text('referral_hash').notNull().unique(),
    currencyCode: text('currency_code').notNull().default('USD'),
    externalId: text('external_id'),
    /** CARD_PROVIDER of src/contracts/companies.ts: the card issuer the company's cards come from. */
    provider: integer('provider').notNull().default(1),
    /** Cards the company may still issue, and the total it is allowed (spec 3). */
    cardsAvailableCount: integer('cards_available_count').notNull().default(0),
    cardsTotalAvailableCount: integer('cards_total_available_count').notNull().default(0),
    issuedCardsCount: integer('issued_cards_count').notNull().default(0),
    /** Percents, exact decimals. */
    incomeFee: numeric('income_fee', { precision: 7, scale: 2 }).notNull().default('0.00'),
    conversionFee: numeric('conversion_fee', { precision: 7, scale: 2 }).notNull().default('0.00'),
    /** Follow the platform's current conversion fee / card allowance instead of a company value. */
    autoUpdateConversionFee: boolean('auto_update_conversion_fee').notNull().default(true),
    autoUpdateCardCount: boolean('auto_update_card_count').notNull().default(false),
    isGoogleMerchantRestrict: boolean('is_google_merchant_restrict').notNull().default(false),
    isTwitterMerchantRestrict: boolean('is_twitter_merchant_restrict').notNull().default(false),
    isWireTopUpEnabled: boolean('is_wire_top_up_enabled').notNull().default(false),
    /** A company belongs to at most one group (spec 2.3 groups). */
    groupId: integer('group_id').references((): AnyPgColumn => companyGroups.id, { onDelete: 'set null' }),
    /** The referral the company registered through (spec 3 registrationReferral), if any. */
    registrationReferralId: integer('registration_referral_id').references((): AnyPgColumn => referrals.id),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [index('companies_group_idx').on(t.groupId), index('companies_created_idx').on(t.createdAt)],
);

/** A group of companies with one lead company among its members. */
export const companyGroups = pgTable('company_groups', {
  id: serialId(),
  name: text('name').notNull().unique(),
  leadCompanyId: integer('lead_company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
});

/** Every change of a company's fees (spec 3 "Fee history record": fee, type, date, user). */
export const companyFeeHistory = pgTable(
  'company_fee_history',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    /** FEE_TYPE of src/contracts/companies.ts. */
    type: text('type').notNull(),
    oldFee: numeric('old_fee', { precision: 7, scale: 2 }),
    fee: numeric('fee', { precision: 7, scale: 2 }).notNull(),
    autoUpdate: boolean('auto_update').notNull().default(false),
    /** Null when the platform changed it (auto-update). */
    userId: integer('user_id'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('company_fee_history_company_idx').on(t.companyId, t.createdAt)],
);
