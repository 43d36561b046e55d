import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptzNow } from './columns';
import { users } from './users';

/**
 * The least amount a transfer between a company's accounts may move, per currency of the account it
 * leaves (settings "service-fee"): below it a transfer is refused with a 422 on `amount`. Every balance
 * currency has a row (migration 0009); staff change the amounts, each change in the audit log.
 */
export const transferMinimums = pgTable(
  'transfer_minimums',
  {
    id: serialId(),
    currency: text('currency').notNull().unique(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [check('transfer_minimums_amount_ck', sql`${t.amount} > 0`)],
);
