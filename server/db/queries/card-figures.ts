import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { SPEND_OF } from './card-analytics';

const DAY_MS = 86_400_000;

/**
 * A user's open cards and what their cards spent since `from`, in minor units of `currency` (the current
 * user's cardsCount and cardsSpent), from the figures migration 0013's triggers keep (card_holder_counts,
 * card_spend_days) rather than from the month's card transactions: a navigation costs a few index rows.
 *
 * The days are UTC days; a month that starts at the caller's midnight in another timezone starts inside one,
 * so that part-day (under 24 hours of the user's own transactions) is read from the transactions themselves.
 * As before, each currency's spend is converted at the platform's rate to `currency` and the total is rounded
 * half-up once; a currency without a rate is left out rather than counted at a guessed rate.
 */
export async function cardFiguresOfUser(db: Db, userId: number, currency: string, from: Date) {
  const firstWholeDay = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const result = await executePrepared(
    db,
    sql`select
      (select h.open_cards from card_holder_counts h where h.holder_user_id = ${userId}) as count,
      (select coalesce(round(sum(s.spend * case when s.currency = ${currency}::text then 1 else r.rate end)),
        0)::bigint::text
       from (
         select d.currency, d.spend from card_spend_days d
         where d.holder_user_id = ${userId} and d.day >= ${firstWholeDay.toISOString().slice(0, 10)}::date
         union all
         select ct.currency, ${SPEND_OF} from card_transactions ct
         where ct.holder_user_id = ${userId} and ct.created_at >= ${from.toISOString()}::timestamptz
           and ct.created_at < ${firstWholeDay.toISOString()}::timestamptz
       ) s
       left join fx_rates r on r.base = s.currency and r.quote = ${currency}::text) as spend`,
  );
  const [row] = rowsOf<{ count: number | null; spend: string | null }>(result);
  return { cardsCount: Number(row?.count ?? 0), spend: BigInt(row?.spend ?? '0') };
}
