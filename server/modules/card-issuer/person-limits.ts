import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { arrayLiteral } from '@/server/ledger/sql-arrays';

/**
 * Per-person spend limits in the authorization batch (issue 23). The limits of the cards' holders are
 * locked after the cards and before the accounts (the batch's lock order: cards, persons, accounts, each in
 * id order), in a statement of their own that runs only when a card of the batch has a limited holder; the
 * spend is then read by the accounts' statement, which starts after these locks were granted and so sees
 * what the previous holder of a person's lock committed, whichever of the person's cards it was.
 */
export interface PersonLimit {
  userId: number;
  currency: string;
  daily: bigint | null;
  monthly: bigint | null;
  /** What the person's cards in this currency spent today and this month (UTC), from card_spend_days. */
  spent: { today: bigint; month: bigint };
}

export const personKey = (userId: number, currency: string) => `${userId}:${currency}`;

/** Locks the limits of these holders in these currencies, in id order; absent pairs have no limit. */
export async function lockPersonLimits(tx: Db, pairs: { userId: number; currency: string }[]) {
  const persons = new Map<string, PersonLimit>();
  if (pairs.length === 0) return persons;
  const rows = rowsOf<{ user_id: number; currency: string; daily: string | null; monthly: string | null }>(
    await executePrepared(
      tx,
      sql`select p.user_id, p.currency, p.daily::text as daily, p.monthly::text as monthly
      from person_spend_limits p
      join unnest(${arrayLiteral(pairs.map((p) => p.userId))}::int[],
        ${arrayLiteral(pairs.map((p) => p.currency))}::text[]) as k(user_id, currency)
        on k.user_id = p.user_id and k.currency = p.currency
      order by p.id
      for update of p`,
    ),
  );
  for (const row of rows) {
    persons.set(personKey(Number(row.user_id), row.currency), {
      userId: Number(row.user_id),
      currency: row.currency,
      daily: row.daily === null ? null : BigInt(row.daily),
      monthly: row.monthly === null ? null : BigInt(row.monthly),
      spent: { today: 0n, month: 0n },
    });
  }
  return persons;
}

/** The union branch of the accounts' statement that reads the locked persons' spend ('person' rows). */
export function personSpendBranch(persons: Map<string, PersonLimit>, dayStart: Date, monthStart: Date) {
  const list = [...persons.values()];
  const day = dayStart.toISOString().slice(0, 10);
  return sql`
      union all
      select 'person', d.holder_user_id, coalesce(sum(case when d.day >= ${day}::date then d.spend end), 0)::text,
        coalesce(sum(d.spend), 0)::text, null, d.currency, null, null
      from card_spend_days d
      join unnest(${arrayLiteral(list.map((p) => p.userId))}::int[],
        ${arrayLiteral(list.map((p) => p.currency))}::text[]) as k(user_id, currency)
        on k.user_id = d.holder_user_id and k.currency = d.currency
      where d.day >= ${monthStart.toISOString().slice(0, 10)}::date
      group by d.holder_user_id, d.currency`;
}

/** Whether an authorization of `amount` would pass the person's daily or monthly limit. */
export function personLimitBroken(person: PersonLimit | undefined, amount: bigint): boolean {
  if (!person) return false;
  if (person.daily !== null && person.spent.today + amount > person.daily) return true;
  return person.monthly !== null && person.spent.month + amount > person.monthly;
}
