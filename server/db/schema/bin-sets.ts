import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { minorUnitsFromZero, requiredRef, serialId, timestamptzNow } from './columns';
import { legalEntities } from './companies';
import { cardProviders } from './tariffs';

/**
 * A BIN set (spec 3 "BIN set"): the card range a provider issues from, in one currency, with the card
 * fees charged to the BIN account. Assigning one to a company opens the company's BIN account for it
 * (accounts.bin_set_id); exactly one active set is the default for issuance.
 */
export const binSets = pgTable(
  'bin_sets',
  {
    id: serialId(),
    /** The 6 to 8 leading digits of the cards. */
    bin: text('bin').notNull().unique(),
    name: text('name').notNull(),
    legalEntityId: integer('legal_entity_id').references(() => legalEntities.id),
    providerId: requiredRef('provider_id', () => cardProviders.id),
    currency: text('currency').notNull(),
    /** 1 active, 0 inactive (no new cards). */
    status: integer('status').notNull().default(1),
    isDefaultIssuance: boolean('is_default_issuance').notNull().default(false),
    /** Minor units of `currency`. */
    cardIssuanceFee: minorUnitsFromZero('card_issuance_fee'),
    monthlyMaintenanceFee: minorUnitsFromZero('monthly_maintenance_fee'),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    uniqueIndex('bin_sets_default_issuance_uq')
      .on(t.isDefaultIssuance)
      .where(sql`${t.isDefaultIssuance}`),
  ],
);
