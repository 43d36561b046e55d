import { bigint, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, timestamptzNow } from './columns';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Per-person spend limits (issue 23): what a user may spend per UTC day and month across all the cards
 * they hold, per card currency, in minor units (null: no limit of that kind). The authorization batch locks
 * the rows of its cards' holders after the cards and before the accounts (decision-cards.ts), so a person's
 * concurrent purchases on different cards are decided one after the other and never pass it together.
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
