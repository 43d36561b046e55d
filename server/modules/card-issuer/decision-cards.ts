import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { periodStarts } from '@/server/db/queries/cards';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import type { LockedAccount } from '@/server/ledger/checks';
import { arrayLiteral } from '@/server/ledger/sql-arrays';
import { SYSTEM_ACCOUNT, SYSTEM_ACCOUNT_BUCKETS } from '@/server/ledger/system-accounts';
import {
  lockedPersons,
  personKey,
  personLimitOf,
  personsLocked,
  personSpendBranch,
  type PersonLimit,
} from './person-limits';

/** What the decision needs of a card and its company, read with the card locked. */
export interface DecisionCard {
  id: number;
  issuerCardId: string;
  companyId: number;
  accountId: number;
  holderUserId: number;
  status: string;
  currency: string;
  limitPerTransaction: bigint | null;
  limitDaily: bigint | null;
  limitMonthly: bigint | null;
  limitLifetime: bigint | null;
  spentLifetime: bigint;
  companyBlocked: boolean;
  googleRestricted: boolean;
  twitterRestricted: boolean;
  /** One bucket of the card network's settlement account in the card's currency, once it exists. */
  networkId: number | null;
  /**
   * One bucket of fee revenue in the card's currency (the drawn one, else the first that exists): where a
   * decline fee goes, locked with the BIN accounts. Null only while the currency has no bucket: a fee then
   * takes one after the BIN account is locked, which is the order a transfer holding it would deadlock with.
   */
  feeRevenueId: number | null;
  /** Settled and held spend today and this month (UTC); read only for a card with such a limit. */
  spent: { today: bigint; month: bigint };
}

export interface DecisionCards {
  /** By issuer card id; an unknown card is absent. */
  cards: Map<string, DecisionCard>;
  /** The cards' BIN accounts, locked, as read under the lock. */
  accounts: Map<number, BinAccount>;
  /** The events claimed now; an event id asked for and not here was claimed before (a redelivery). */
  claimed: Set<string>;
  /** The cards' holders' per-person limits with their spend, both as locked: by personKey(holder, currency). */
  persons: Map<string, PersonLimit>;
}

export type BinAccount = LockedAccount & { name: string };

const big = (v: string | number | null) => (v === null ? null : BigInt(v));

/**
 * Locks the cards by their issuer ids, then their BIN accounts, for deciding authorizations: every card
 * path locks cards before accounts, and cards and accounts each in id order, so batches of cards and the
 * single-card paths (settle, reverse, freeze) never wait on each other in a cycle.
 *
 * The first statement claims the webhook events (only those naming a known card, so a 404 leaves no
 * claim) and locks the cards. The second locks the holders' per-person limits and spend figures, then the
 * accounts (person-limits.ts), and reads the cards' period spend: it starts after the card locks were
 * granted, so it sees every transaction the previous holder of a card's lock committed (a statement that
 * waited for a lock re-reads the locked row, but reads other tables as of its own start); the persons'
 * spend is on the rows it locks, so it is current whichever card their previous holder decided on.
 */
export async function lockDecisionCards(
  tx: Db,
  issuerCardIds: string[],
  at: Date,
  claims: { eventId: string; issuerCardId: string }[] = [],
): Promise<DecisionCards> {
  const bucket = Math.floor(Math.random() * SYSTEM_ACCOUNT_BUCKETS);
  const cardRows = rowsOf<Record<string, string | number | boolean | null>>(
    await executePrepared(
      tx,
      sql`
      with claim as (
        insert into card_webhook_events (event_id, type, response, received_at)
        select e.event_id, 'authorization.request', '{}'::jsonb, ${at.toISOString()}::timestamptz
        from
          json_to_recordset(${JSON.stringify(claims.map((c) => ({ event_id: c.eventId, card: c.issuerCardId })))}::json)
          as e(event_id text, card text)
        where exists (select 1 from cards k where k.issuer_card_id = e.card)
        on conflict do nothing
        returning event_id
      ), locked as materialized (
        select c.* from cards c
        where c.issuer_card_id = any(${arrayLiteral(issuerCardIds)}::text[])
        order by c.id
        for update of c
      )
      select (select coalesce(json_agg(event_id), '[]') from claim)::text as claimed,
        c.id, c.issuer_card_id, c.company_id, c.account_id, c.holder_user_id, c.status, c.currency,
        c.limit_per_transaction::text as lpt, c.limit_daily::text as ld, c.limit_monthly::text as lm,
          c.limit_lifetime::text as ll,
        c.spent_lifetime::text as spent, co.is_blocked, co.is_google_merchant_restrict as g,
          co.is_twitter_merchant_restrict as t,
        (select s.id from accounts s where s.type = ${ACCOUNT_TYPE.system} and s.purpose = ${SYSTEM_ACCOUNT.cardNetwork}
          and s.currency = c.currency and s.bucket = ${bucket}) as network_id,
        coalesce(
          (select s.id from accounts s where s.type = ${ACCOUNT_TYPE.system}
            and s.purpose = ${SYSTEM_ACCOUNT.feeRevenue} and s.currency = c.currency and s.bucket = ${bucket}),
          (select s.id from accounts s where s.type = ${ACCOUNT_TYPE.system}
            and s.purpose = ${SYSTEM_ACCOUNT.feeRevenue} and s.currency = c.currency order by s.bucket limit 1)
        ) as fee_revenue_id
      from locked c
      join companies co on co.id = c.company_id
      order by c.id`,
    ),
  );
  const claimed = new Set<string>(cardRows.length ? (JSON.parse(String(cardRows[0]!.claimed)) as string[]) : []);
  const persons = new Map<string, PersonLimit>();
  const cards = new Map<string, DecisionCard>();
  for (const row of cardRows) {
    cards.set(String(row.issuer_card_id), {
      id: Number(row.id),
      issuerCardId: String(row.issuer_card_id),
      companyId: Number(row.company_id),
      accountId: Number(row.account_id),
      holderUserId: Number(row.holder_user_id),
      status: String(row.status),
      currency: String(row.currency),
      limitPerTransaction: big(row.lpt as string | null),
      limitDaily: big(row.ld as string | null),
      limitMonthly: big(row.lm as string | null),
      limitLifetime: big(row.ll as string | null),
      spentLifetime: BigInt(row.spent as string),
      companyBlocked: Boolean(row.is_blocked),
      googleRestricted: Boolean(row.g),
      twitterRestricted: Boolean(row.t),
      networkId: row.network_id === null ? null : Number(row.network_id),
      feeRevenueId: row.fee_revenue_id === null ? null : Number(row.fee_revenue_id),
      spent: { today: 0n, month: 0n },
    });
  }
  if (cards.size === 0) return { cards, accounts: new Map(), claimed, persons };

  const accountIds = [...new Set([...cards.values()].map((card) => card.accountId))];
  // The decline fees' revenue buckets are locked here too, with the BIN accounts in one id order, not later by
  // the fees' postPayments: a refill or transfer posting (which locks its fee revenue bucket first, by id)
  // would otherwise hold that bucket while waiting for a BIN account this batch holds, as this batch waits
  // for the bucket: a deadlock, which PostgreSQL breaks after a second by failing one of the two.
  const feeRevenueIds = [
    ...new Set([...cards.values()].flatMap((card) => (card.feeRevenueId === null ? [] : [card.feeRevenueId]))),
  ];
  const limited = [...cards.values()]
    .filter((card) => card.limitDaily !== null || card.limitMonthly !== null)
    .map((card) => card.id);
  const holders = [
    ...new Map(
      [...cards.values()].map((card) => [
        personKey(card.holderUserId, card.currency),
        { userId: card.holderUserId, currency: card.currency },
      ]),
    ).values(),
  ];
  const { dayStart, monthStart } = periodStarts(at);
  const lockedRows = rowsOf<{
    kind: string;
    id: number;
    a: string;
    b: string;
    company_id: number | null;
    currency: string | null;
    type: number | null;
    name: string | null;
    daily: string | null;
    monthly: string | null;
  }>(
    await executePrepared(
      tx,
      sql`
      with ${lockedPersons(holders)}, locked as materialized (
        select a.id, a.balance, a.hold, a.company_id, a.currency, a.type, a.name from accounts a
        where a.id = any(${arrayLiteral([...accountIds, ...feeRevenueIds])}::int[]) and ${personsLocked}
        order by a.id
        for update
      )
      select 'account' as kind, id, balance::text as a, hold::text as b, company_id, currency, type, name,
        null as daily, null as monthly
      from locked
      where id = any(${arrayLiteral(accountIds)}::int[])
      union all
      select 'spend', ct.card_id,
        coalesce(sum(case when ct.created_at >= ${dayStart.toISOString()}::timestamptz then
          coalesce(ct.settled_amount, ct.amount) end), 0)::text,
        coalesce(sum(coalesce(ct.settled_amount, ct.amount)), 0)::text, null, null, null, null, null, null
      from card_transactions ct
      where ct.card_id = any(${arrayLiteral(limited)}::int[])
        and ct.created_at >= ${monthStart.toISOString()}::timestamptz and ct.status in ('pending', 'settled',
          'refunded')
      group by ct.card_id${personSpendBranch(dayStart, monthStart)}`,
    ),
  );
  const accounts = new Map<number, BinAccount>();
  const spendOf = new Map<number, { today: bigint; month: bigint }>();
  for (const row of lockedRows) {
    if (row.kind === 'account') {
      accounts.set(Number(row.id), {
        id: Number(row.id),
        companyId: row.company_id === null ? null : Number(row.company_id),
        type: Number(row.type),
        currency: String(row.currency),
        balance: BigInt(row.a),
        hold: BigInt(row.b),
        name: String(row.name),
      });
    } else if (row.kind === 'person') {
      const person = personLimitOf(row);
      persons.set(personKey(person.userId, person.currency), person);
    } else {
      spendOf.set(Number(row.id), { today: BigInt(row.a), month: BigInt(row.b) });
    }
  }
  for (const card of cards.values()) card.spent = spendOf.get(card.id) ?? { today: 0n, month: 0n };
  return { cards, accounts, claimed, persons };
}
