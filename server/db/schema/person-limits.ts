import { bigint, check, date, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, timestamptzNow } from './columns';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Per-person spend limits (issue 23): what a user may spend per UTC day and month across all the cards
 * they hold, per card currency, in minor units (null: no limit of that kind). The authorization batch locks
 * the rows of its cards' holders with their spend figures (below), after the cards and before the accounts
 * (decision-cards.ts), so a person's concurrent purchases on different cards are decided one after the other
 * and never pass it together.
 */
export const personSpendLimits = pgTable(
  'person_spend_limits',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id),
    currency: text('currency').notNull(),
    daily: bigint('daily', { mode: 'bigint' }),
    monthly: bigint('monthly', { mode: 'bigint' }),
    setBy: integer('set_by').references(() => users.id),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    uniqueIndex('person_spend_limits_user_currency_uq').on(t.userId, t.currency),
    check('person_spend_limits_positive_ck', sql`coalesce(${t.daily}, 1) > 0 and coalesce(${t.monthly}, 1) > 0`),
  ],
);

/**
 * What a holder's cards in one currency spent on the latest UTC day and month any of their card transactions
 * was created in (card_spend_of of migration 0013: held, or settled less refunds), kept by migration 0031's
 * version of the card_spend_days trigger in the statement that changes a card transaction. Its row is the
 * person's lock in the authorization batch: a statement that waited for a row lock reads that row as the
 * previous holder committed it (but other tables as of its own start), so keeping the running spend on the
 * locked row lets the batch lock and read it in the accounts' statement, with no statement before it. Every
 * path that changes a card transaction locks it after the card and before the accounts. A row exists for
 * every holder with a card transaction and every person with a limit (a trigger of 0031 adds it, zero).
 */
export const personSpendFigures = pgTable(
  'person_spend_figures',
  {
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    /** The latest day spent on (null: none yet), and what was spent on it. */
    day: date('day'),
    spentDay: bigint('spent_day', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The first day of the latest month spent in (null: none yet), and what was spent in it. */
    month: date('month'),
    spentMonth: bigint('spent_month', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);
