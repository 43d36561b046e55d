import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigSerialId, requiredRef, serialId, timestamptzNow } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Tariff scales (spec 3 "Tariff scale"): bands `{amountFrom, amountTo, fee %}`; the band containing a
 * transfer's amount gives the service-fee percent (PRODUCT.md "Service fee"). Bands are contiguous and
 * do not overlap; the last may be open-ended (amountTo null).
 */
export const tariffScales = pgTable('tariff_scales', {
  id: serialId(),
  name: text('name').notNull().unique(),
  /**
   * The least service fee a transfer priced by this scale pays, in the transfer's currency (like the
   * band amounts); 0 where the scale has no minimum.
   */
  minFee: numeric('min_fee', { precision: 20, scale: 2 }).notNull().default('0'),
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
});

export const tariffScaleBands = pgTable(
  'tariff_scale_bands',
  {
    id: serialId(),
    tariffScaleId: requiredRef('tariff_scale_id', () => tariffScales.id, { onDelete: 'cascade' }),
    /** Transfer amounts in the transfer's currency, exact decimals. */
    amountFrom: numeric('amount_from', { precision: 20, scale: 2 }).notNull(),
    amountTo: numeric('amount_to', { precision: 20, scale: 2 }),
    fee: numeric('fee', { precision: 7, scale: 2 }).notNull(),
  },
  (t) => [index('tariff_scale_bands_scale_idx').on(t.tariffScaleId, t.amountFrom)],
);

/** Every edit of a scale: who, the bands before and after (spec 3 "History"). */
export const tariffScaleHistory = pgTable(
  'tariff_scale_history',
  {
    id: bigSerialId(),
    tariffScaleId: requiredRef('tariff_scale_id', () => tariffScales.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('tariff_scale_history_scale_idx').on(t.tariffScaleId, t.createdAt)],
);

/**
 * Card issuers (spec 3 provider {key, value, description}); the sandbox is provider 1. Each has the
 * platform's current tariff scale for its BIN accounts (settings "service-fee").
 */
export const cardProviders = pgTable('card_providers', {
  id: serialId(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  tariffScaleId: integer('tariff_scale_id').references(() => tariffScales.id),
});

/** Changes of a provider's tariff scale (backoffice/settings/provider/{id}/service-fee-history). */
export const providerServiceFeeHistory = pgTable('provider_service_fee_history', {
  id: bigSerialId(),
  providerId: requiredRef('provider_id', () => cardProviders.id),
  userId: integer('user_id').references(() => users.id),
  tariffScaleId: integer('tariff_scale_id').references(() => tariffScales.id),
  createdAt: timestamptzNow('created_at'),
});

/**
 * A company's tariff scale per provider (backoffice/company/{id}/tariff-scales); with `autoUpdate` it
 * follows the provider's current scale instead.
 */
export const companyTariffScales = pgTable(
  'company_tariff_scales',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    providerId: requiredRef('provider_id', () => cardProviders.id),
    tariffScaleId: integer('tariff_scale_id').references(() => tariffScales.id),
    autoUpdate: boolean('auto_update').notNull().default(true),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [uniqueIndex('company_tariff_scales_uq').on(t.companyId, t.providerId)],
);

export const companyTariffHistory = pgTable(
  'company_tariff_history',
  {
    id: bigSerialId(),
    companyId: requiredRef('company_id', () => companies.id),
    providerId: requiredRef('provider_id', () => cardProviders.id),
    userId: integer('user_id').references(() => users.id),
    tariffScaleId: integer('tariff_scale_id').references(() => tariffScales.id),
    autoUpdate: boolean('auto_update').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('company_tariff_history_company_idx').on(t.companyId, t.createdAt)],
);

/** Changes of a BIN account's service fee (spec 3 "its history": user, tariffScale, serviceFee, autoUpdate). */
export const binAccountHistory = pgTable(
  'bin_account_history',
  {
    id: bigSerialId(),
    accountId: integer('account_id').notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    tariffScaleId: integer('tariff_scale_id').references(() => tariffScales.id),
    autoUpdate: boolean('auto_update').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('bin_account_history_account_idx').on(t.accountId, t.createdAt)],
);
