import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { minorUnitsFromZero, serialId, timestamptz, timestamptzNow } from './columns';
import { binSets } from './bin-sets';
import { tariffScales } from './tariffs';
import { companies } from './companies';

/** Spec 3/9: record type 0 is a transit account, 1 a BIN account; 2 is one of the platform's own. */
export const ACCOUNT_TYPE = { transit: 0, bin: 1, system: 2 } as const;

/**
 * A money account. A company's transit and BIN accounts carry its `company_id`; the platform's system
 * accounts (pay-in clearing, fee revenue, card network settlement, compensation expense) carry a
 * `purpose` instead. `balance` and `hold` are a cache of the ledger in integer minor units (decision 004):
 * only `server/ledger` writes them, in the transaction that writes the postings they sum.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    companyId: integer('company_id').references(() => companies.id),
    type: integer('type').notNull(),
    /** A balance currency (EUR, USD, USDT, USDC). */
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    /** SYSTEM_ACCOUNT of server/ledger/system-accounts.ts, for type 2 only. */
    purpose: text('purpose'),
    /**
     * A system account is split into buckets, one picked at random per posting, so that payments of
     * different companies do not all queue on one row (its lock is held until commit). Its balance is
     * the sum over its buckets.
     */
    bucket: integer('bucket').notNull().default(0),
    /** A BIN account's BIN set; its tariff scale unless it follows the company's (serviceFeeAutoUpdate). */
    binSetId: integer('bin_set_id').references((): AnyPgColumn => binSets.id),
    tariffScaleId: integer('tariff_scale_id').references((): AnyPgColumn => tariffScales.id),
    serviceFeeAutoUpdate: boolean('service_fee_auto_update').notNull().default(true),
    /** A BIN account whose BIN set was taken away: kept for its history, closed to new money. */
    closedAt: timestamptz('closed_at'),
    balance: minorUnitsFromZero('balance'),
    hold: minorUnitsFromZero('hold'),
    /**
     * A BIN account under an enabled auto top-up rule: the rule's threshold in minor units, kept here so
     * the crossing trigger (migration 0020) tests it on the row the ledger updates, at no extra read.
     * Only the auto top-up rules write it; null without a rule.
     */
    autoTopUpBelow: bigint('auto_top_up_below', { mode: 'bigint' }),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('accounts_company_idx').on(t.companyId),
    // One transit account per currency and company (PRODUCT.md "Accounts and money").
    uniqueIndex('accounts_transit_currency_uq')
      .on(t.companyId, t.currency)
      .where(sql`${t.type} = 0`),
    // One open BIN account per BIN set and company.
    uniqueIndex('accounts_bin_set_uq')
      .on(t.companyId, t.binSetId)
      .where(sql`${t.type} = 1 and ${t.closedAt} is null`),
    uniqueIndex('accounts_system_purpose_uq')
      .on(t.purpose, t.currency, t.bucket)
      .where(sql`${t.type} = 2`),
    check(
      'accounts_owner_ck',
      sql`(${t.type} = 2) = (${t.companyId} is null) and (${t.type} = 2) = (${t.purpose} is not null)`,
    ),
    check('accounts_hold_ck', sql`${t.hold} >= 0`),
  ],
);
