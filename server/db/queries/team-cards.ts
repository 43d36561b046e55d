import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cards, users } from '@/server/db/schema/index';
import { SPEND_OF } from './card-analytics';

/**
 * A user's cards as the team list and the current user show them: scalar subqueries over the outer
 * `users` row, so a page of users stays one query; they use the (holder_user_id) and
 * (holder_user_id, created_at) indexes. Select them only from `users`.
 */

/** Named in full: inside a subquery a bare "id" (what drizzle writes for a one-table select) is the subquery's own. */
const outer = (column: string) => sql`${users}.${sql.identifier(column)}`;

/** The outer user's balance currency, the currency their spend is shown in. */
export const balanceCurrencyOfUser = () => outer('balance_currency');

/** How many cards the user holds that are not closed (active or frozen). */
export const openCardsCount = () =>
  sql<number>`(select count(*)::int from cards c where c.holder_user_id = ${outer('id')} and c.status <> 'closed')`;

/**
 * What the user's cards have spent since `from` (held, or settled less refunds; declines and reversals
 * spend nothing), in minor units of `currency`: each transaction at the platform's rate from its card's
 * currency, rounded half-up once on the total. A currency without a rate to `currency` is left out
 * rather than counted at a guessed rate.
 */
export const cardSpendSince = (currency: SQL, from: Date) => sql<string>`(
  select coalesce(round(sum((${SPEND_OF}) * case when ct.currency = ${currency} then 1 else r.rate end)),
    0)::bigint::text
  from card_transactions ct
  left join fx_rates r on r.base = ct.currency and r.quote = ${currency}
  where ct.holder_user_id = ${outer('id')} and ct.created_at >= ${from.toISOString()}::timestamptz)`;

/** The cards a user holds that are not closed, locked in id order (a concurrent close waits for this one). */
export async function lockOpenCardIdsOf(db: Db, holderUserId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.holderUserId, holderUserId), ne(cards.status, 'closed')))
    .orderBy(asc(cards.id))
    .for('update');
  return rows.map((r) => r.id);
}
