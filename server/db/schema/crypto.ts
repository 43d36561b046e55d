import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredBigRef, requiredRef, serialId, timestamptzNow } from './columns';
import { companies } from './companies';
import { payments } from './ledger';

/** Crypto pay-in providers (spec 3 "Top-up crypto provider"); exactly one is the default. */
export const cryptoProviders = pgTable(
  'crypto_providers',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Percent taken on a crypto pay-in. */
    fee: numeric('fee', { precision: 7, scale: 2 }).notNull().default('0.00'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    uniqueIndex('crypto_providers_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** A company's deposit address per provider and network (USDT on TRC or ERC, USDC), made on first ask. */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    providerId: requiredRef('provider_id', () => cryptoProviders.id),
    /** USDT_TRC, USDT_ERC or USDC. */
    network: text('network').notNull(),
    address: text('address').notNull().unique(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    uniqueIndex('crypto_deposit_addresses_uq').on(t.companyId, t.providerId, t.network),
    index('crypto_deposit_addresses_company_idx').on(t.companyId),
  ],
);

/** Exchange rates the platform converts at: 1 `base` = `rate` `quote`, exact decimals. */
export const fxRates = pgTable(
  'fx_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.base, t.quote] })],
);

/**
 * A chain transaction hash that credited a top-up: the same hash cannot credit a second top-up on the same
 * chain while the first is pending or accepted (declining frees it). A hash is unique per chain (TRC20,
 * ERC20): the same 32 bytes on two chains are two transactions. A staff top-up need not name its network
 * (spec 5 lists no such field) and a USDT balance is paid in on both chains, so `network` may be unknown
 * (null); an unknown chain conflicts with every chain (claimCryptoHash takes a lock per hash and checks).
 */
export const cryptoTopUpHashes = pgTable(
  'crypto_top_up_hashes',
  {
    id: serialId(),
    /** Trimmed, lower case, without a 0x prefix (cryptoHashKey): the spellings of one hash are one row. */
    hash: text('hash').notNull(),
    /** The chain (PAY_IN_NETWORK_BLOCKCHAIN: TRC20, ERC20), or null when the top-up did not say. */
    network: text('network'),
    paymentId: requiredBigRef('payment_id', () => payments.id),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('crypto_top_up_hashes_payment_idx').on(t.paymentId),
    unique('crypto_top_up_hashes_hash_network_uq').on(t.hash, t.network).nullsNotDistinct(),
  ],
);
