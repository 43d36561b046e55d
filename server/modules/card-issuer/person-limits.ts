import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { arrayLiteral } from '@/server/ledger/sql-arrays';

/**
 * Per-person spend limits in the authorization batch (issue 23). A person's spend per currency is kept on
 * their row of person_spend_figures (migration 0031's trigger, in the statement that changes a card
 * transaction), and that row is the person's lock: the accounts' statement locks the holders' limits, then
 * their figures, then the accounts (the batch's lock order: cards, persons, accounts, each in order), and
 * reads the spend from the figures it locked. A statement that waited for a row lock reads the row as its
 * previous holder committed it, so the spend is current without a statement before the accounts': the
 * person's critical section is the BIN account's, not a round trip longer (decision 013).
 *
 * Every other path that changes a card transaction's spend (settlement, reversal, refund: settle.ts) locks
 * the holder's figures after the card and before any account with `lockPersonFigures`, as the trigger would
 * otherwise take the row after the account, the order a batch holding it and waiting for the account
 * deadlocks with.
 */
export interface PersonLimit {
  userId: number;
  currency: string;
  daily: bigint | null;
  monthly: bigint | null;
  /** What the person's cards in this currency spent today and this month (UTC), as locked. */
  spent: { today: bigint; month: bigint };
}

export const personKey = (userId: number, currency: string) => `${userId}:${currency}`;

/**
 * The CTEs `limits` and `figures` of the accounts' statement, which its accounts' locking CTE must follow
 * and name (`personsLocked`): the limits and the spend figures of `holders` (each card's holder with the
 * card's currency), locked in key order. `figures` takes every holder's row, limited or not, so that the
 * batch and settle.ts take it in the same place whoever has a limit (a holder's first purchase has none:
 * the holds' statement makes it). Each CTE is gated on the one before it (an uncorrelated subquery the
 * planner evaluates once before the first row), so every limit is locked before any figure and every
 * figure before any account.
 */
export const lockedPersons = (holders: { userId: number; currency: string }[]) => {
  const keys = sql`unnest(${arrayLiteral(holders.map((h) => h.userId))}::int[],
          ${arrayLiteral(holders.map((h) => h.currency))}::text[]) as k(user_id, currency)`;
  return sql`limits as materialized (
        select p.user_id, p.currency, p.daily::text as daily, p.monthly::text as monthly
        from person_spend_limits p join ${keys} on k.user_id = p.user_id and k.currency = p.currency
        order by p.id
        for update of p
      ), figures as materialized (
        select f.user_id, f.currency, f.day, f.spent_day, f.month, f.spent_month
        from person_spend_figures f join ${keys} on k.user_id = f.user_id and k.currency = f.currency
        where (select count(*) from limits) >= 0
        order by f.user_id, f.currency
        for update of f
      )`;
};

/** The condition the accounts' locking CTE adds, so that it locks after `figures` (see lockedPersons). */
export const personsLocked = sql`(select count(*) from figures) >= 0`;

/**
 * The union branch of the accounts' statement that answers the limited persons ('person' rows: the spend
 * today and this month as `a` and `b`, the limits as `daily` and `monthly`). A figure of an earlier day or
 * month is nothing spent in this one; a later one (a decision dated before the person's latest purchase:
 * seeded history) is counted as it stands.
 */
export const personSpendBranch = (dayStart: Date, monthStart: Date) => sql`
      union all
      select 'person', l.user_id,
        (case when f.day >= ${dayStart.toISOString().slice(0, 10)}::date then f.spent_day else 0 end)::text,
        (case when f.month >= ${monthStart.toISOString().slice(0, 10)}::date then f.spent_month else 0 end)::text,
        null, l.currency, null, null, l.daily, l.monthly
      from limits l left join figures f on f.user_id = l.user_id and f.currency = l.currency`;

/** A 'person' row of the accounts' statement as the batch decides on it. */
export function personLimitOf(row: {
  id: number;
  a: string;
  b: string;
  currency: string | null;
  daily: string | null;
  monthly: string | null;
}): PersonLimit {
  return {
    userId: Number(row.id),
    currency: String(row.currency),
    daily: row.daily === null ? null : BigInt(row.daily),
    monthly: row.monthly === null ? null : BigInt(row.monthly),
    spent: { today: BigInt(row.a), month: BigInt(row.b) },
  };
}

/**
 * Locks a holder's spend figures in the caller's transaction, after their card and before any account: the
 * paths that change a card transaction outside the batch (settle.ts) call it, so the row's trigger update
 * takes a lock they already hold.
 */
export async function lockPersonFigures(tx: Db, userId: number, currency: string) {
  await executePrepared(
    tx,
    sql`select 1 from person_spend_figures where user_id = ${userId} and currency = ${currency} for update`,
  );
}

/** Whether an authorization of `amount` would pass the person's daily or monthly limit. */
export function personLimitBroken(person: PersonLimit | undefined, amount: bigint): boolean {
  if (!person) return false;
  if (person.daily !== null && person.spent.today + amount > person.daily) return true;
  return person.monthly !== null && person.spent.month + amount > person.monthly;
}
