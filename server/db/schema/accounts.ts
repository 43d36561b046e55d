import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Spec 3/9: record type 0 is a transit account, 1 a BIN account. */
export const ACCOUNT_TYPE = { transit: 0, bin: 1 } as const;

/**
 * A company's money account. Deliberately minimal: approval creates the transit accounts here, and the
 * ledger (postings, payments) is built on top of it later. `balance` and `hold` are a cache of the
 * ledger in integer minor units (decision 004); only the ledger may write them.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: integer('type').notNull(),
    /** A balance currency (EUR, USD, USDT, USDC). */
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    hold: bigint('hold', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_company_idx').on(t.companyId),
    // One transit account per currency and company (PRODUCT.md "Accounts and money").
    uniqueIndex('accounts_transit_currency_uq').on(t.companyId, t.currency).where(sql`${t.type} = 0`),
  ],
);
