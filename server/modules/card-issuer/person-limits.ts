import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '@/server/ledger/sql-arrays';

/**
 * Per-person spend limits in the authorization batch (issue 23). The limits of the cards' holders are
 * locked in the cards' own statement, after the cards and before the accounts (the batch's lock order:
 * cards, persons, accounts, each in id order): `lockedPersons` is a CTE of that statement. The spend is read
 * by the accounts' statement, which starts after these locks were granted and so sees what the previous
 * holder of a person's lock committed, whichever of the person's cards it was; the cards' statement cannot
 * read it, as it reads other tables as of its start, before it waited for any lock.
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

/**
 * The CTE `persons` of the cards' statement: the limits of the holders of the cards `lockedCards` (a
 * materialized CTE that locks them) in the cards' currencies, locked in id order. Its holders are taken
 * through aggregates over all of `lockedCards`, which read the whole CTE before the first person's row can
 * be joined, so every card of the batch is locked before any person is: a join probing the cards row by
 * row could lock a person between two cards, and meet another batch locking the same two the other way.
 */
export const lockedPersons = (lockedCards: SQL) => sql`persons as materialized (
        select p.id, p.user_id, p.currency, p.daily::text as daily, p.monthly::text as monthly
        from person_spend_limits p
        where (p.user_id, p.currency) in (
          select k.user_id, k.currency
          from unnest((select array_agg(holder_user_id) from ${lockedCards}),
            (select array_agg(currency) from ${lockedCards})) as k(user_id, currency))
        order by p.id
        for update of p
      )`;

/** The persons' CTE's rows, as the cards' statement answers them (json_agg of `persons`). */
export function personLimitsOf(
  rows: { user_id: number; currency: string; daily: string | null; monthly: string | null }[],
): Map<string, PersonLimit> {
  const persons = new Map<string, PersonLimit>();
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
