import { and, asc, eq, ne, sql } from 'drizzle-orm';
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

/** How many cards the user holds that are not closed (active or frozen). */
export const openCardsCount = () =>
  sql<number>`(select count(*)::int from cards c where c.holder_user_id = ${outer('id')} and c.status <> 'closed')`;

/**
 * What the user's cards have spent since `from` (held, or settled less refunds; declines and reversals
 * spend nothing), per currency of the cards, in minor units: `[[currency, amount], …]` by currency,
 * currencies that spent nothing left out. Never converted: an amount is only ever shown in its own
 * currency, so EUR spend is not added into USD.
 */
export const cardSpendsSince = (from: Date) => sql<string | [string, string][]>`(
  select coalesce(json_agg(json_build_array(s.currency, s.amount::text) order by s.currency), '[]'::json)
  from (
    select ct.currency, sum(${SPEND_OF})::bigint as amount
    from card_transactions ct
    where ct.holder_user_id = ${outer('id')} and ct.created_at >= ${from.toISOString()}::timestamptz
    group by ct.currency
  ) s where s.amount <> 0)`;

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
