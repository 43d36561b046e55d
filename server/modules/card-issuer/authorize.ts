import { sql } from 'drizzle-orm';
import type { IssuerDecision, IssuerMerchant } from '../../../src/contracts/card-issuer';
import type { DeclineReason } from '../../../src/contracts/card-kinds';
import { rowsOf, type Db } from '../../db/client';
import { periodStarts } from '../../db/queries/cards';
import { HttpError } from '../../http/errors';
import { ACCOUNT_TYPE } from '../../db/schema/index';
import { holdOnLockedAccount } from '../../ledger/card-hold';
import { SYSTEM_ACCOUNT, SYSTEM_ACCOUNT_BUCKETS, systemAccountId } from '../../ledger/system-accounts';
import { plainRun, type AuthorizationRun } from './authorization-transaction';
import { recordDecline } from './decline';

export interface AuthorizationInput {
  issuerCardId: string;
  transactionId: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: string;
  merchant: IssuerMerchant;
  /** Seeded history: no "card declined" notification. */
  silent?: boolean;
  /** The webhook event being answered: claimed with the card's lock, answered with an approval's rows. */
  eventId?: string;
}

/** What the decision needs of a card, its company and its spend, read with the card locked. */
export interface DecisionCard {
  id: number;
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
}

/** Merchants a company may be barred from (company isGoogleMerchantRestrict / isTwitterMerchantRestrict). */
const GOOGLE = /\bgoogle\b|\bgoogle\s*ads\b|\byoutube\b/i;
const TWITTER = /\btwitter\b|\bx\.com\b|\bx\s+corp\b/i;

export function merchantRestricted(card: Pick<DecisionCard, 'googleRestricted' | 'twitterRestricted'>, merchant: string): boolean {
  return (card.googleRestricted && GOOGLE.test(merchant)) || (card.twitterRestricted && TWITTER.test(merchant));
}

const toBig = (v: string | number | null) => (v === null ? null : BigInt(v));

export interface LockedDecisionCard extends DecisionCard {
  /** False when the event was claimed before: a redelivery, answered with the first answer. */
  claimed: boolean;
  /** The BIN account, locked with the card, as read. */
  account: { balance: bigint; hold: bigint; companyId: number | null; currency: string };
  /** One bucket of the card network's settlement account in the card's currency, once it exists. */
  networkId: number | null;
  /** Settled and held spend today and this month (UTC) of `at`; read only for a card with such a limit. */
  spent: { today: bigint; month: bigint };
}

/** What counts against the period limits: held and settled amounts (what settled, once it has). */
function spendQuery(issuerCardId: string, at: Date) {
  const { dayStart, monthStart } = periodStarts(at);
  return sql`select coalesce(sum(case when ct.created_at >= ${dayStart.toISOString()}::timestamptz then coalesce(ct.settled_amount, ct.amount) end), 0)::text as today,
      coalesce(sum(coalesce(ct.settled_amount, ct.amount)), 0)::text as month
    from cards c join card_transactions ct on ct.card_id = c.id
    where c.issuer_card_id = ${issuerCardId} and (c.limit_daily is not null or c.limit_monthly is not null)
      and ct.created_at >= ${monthStart.toISOString()}::timestamptz and ct.status in ('pending', 'settled', 'refunded')`;
}

/**
 * The card by its issuer id with its company and its BIN account, locked (the card, then the account, as
 * every card path does), so two authorizations of one card are decided one after the other and the funds
 * read are the funds held against. With `withSpend`, its period spend (only when it has a daily or monthly
 * limit) is read by the NEXT statement: a statement that waited for the locks re-reads the locked rows as
 * the previous holder committed them but sums other tables as of its own start, so it would miss the
 * authorization it waited for; a statement after it starts later and sees it.
 */
export async function lockDecisionCard(
  tx: Db,
  issuerCardId: string,
  at: Date = new Date(),
  options: {
    /** A webhook event to claim in the same statement (process-event.ts explains the claim). */
    claim?: { eventId: string; type: string };
    withSpend?: boolean;
    first?: AuthorizationRun['first'];
  } = {},
): Promise<LockedDecisionCard | null> {
  const { claim, withSpend = false, first = plainRun(tx).first } = options;
  const bucket = Math.floor(Math.random() * SYSTEM_ACCOUNT_BUCKETS);
  const lock = sql`
      ${claim ? sql`with claim as (insert into card_webhook_events (event_id, type, response, received_at) values (${claim.eventId}, ${claim.type}, '{}'::jsonb, ${at.toISOString()}::timestamptz) on conflict do nothing returning 1)` : sql``}
      select ${claim ? sql`(select count(*) from claim)::int` : sql`1`} as claimed, c.id, c.company_id, c.account_id, c.holder_user_id, c.status, c.currency,
        c.limit_per_transaction::text as lpt, c.limit_daily::text as ld, c.limit_monthly::text as lm, c.limit_lifetime::text as ll,
        c.spent_lifetime::text as spent, co.is_blocked, co.is_google_merchant_restrict as g, co.is_twitter_merchant_restrict as t,
        a.balance::text as balance, a.hold::text as hold, a.company_id as account_company, a.currency as account_currency,
        (select s.id from accounts s where s.type = 2 and s.purpose = ${SYSTEM_ACCOUNT.cardNetwork} and s.currency = c.currency and s.bucket = ${bucket}) as network_id
      from cards c
      join companies co on co.id = c.company_id
      join accounts a on a.id = c.account_id
      where c.issuer_card_id = ${issuerCardId}
      for update of c, a`;
  const [locked, spend] = await first(withSpend ? [lock, spendQuery(issuerCardId, at)] : [lock]);
  const [row] = rowsOf<Record<string, string | number | boolean | null>>(locked);
  if (!row) return null;
  const sums = spend ? rowsOf<{ today: string; month: string }>(spend)[0] : undefined;
  return {
    claimed: Number(row.claimed) === 1,
    id: Number(row.id),
    companyId: Number(row.company_id),
    accountId: Number(row.account_id),
    holderUserId: Number(row.holder_user_id),
    status: String(row.status),
    currency: String(row.currency),
    limitPerTransaction: toBig(row.lpt as string | null),
    limitDaily: toBig(row.ld as string | null),
    limitMonthly: toBig(row.lm as string | null),
    limitLifetime: toBig(row.ll as string | null),
    spentLifetime: BigInt(row.spent as string),
    companyBlocked: Boolean(row.is_blocked),
    googleRestricted: Boolean(row.g),
    twitterRestricted: Boolean(row.t),
    account: {
      balance: BigInt(row.balance as string),
      hold: BigInt(row.hold as string),
      companyId: row.account_company === null ? null : Number(row.account_company),
      currency: String(row.account_currency),
    },
    networkId: row.network_id === null ? null : Number(row.network_id),
    spent: { today: BigInt(sums?.today ?? 0), month: BigInt(sums?.month ?? 0) },
  };
}

/** The first rule the authorization breaks, in the order the issue lists them; null when none. */
function ruleBroken(card: LockedDecisionCard, input: AuthorizationInput): DeclineReason | null {
  if (card.status === 'closed') return 'card_closed';
  if (card.status === 'frozen') return 'card_frozen';
  if (card.companyBlocked) return 'company_blocked';
  if (input.currency !== card.currency) return 'currency_mismatch';
  if (merchantRestricted(card, input.merchant.name)) return 'merchant_restricted';
  if (card.limitPerTransaction !== null && input.amount > card.limitPerTransaction) return 'limit_per_transaction';
  if (card.limitDaily !== null && card.spent.today + input.amount > card.limitDaily) return 'limit_daily';
  if (card.limitMonthly !== null && card.spent.month + input.amount > card.limitMonthly) return 'limit_monthly';
  if (card.limitLifetime !== null && card.spentLifetime + input.amount > card.limitLifetime) return 'limit_lifetime';
  if (card.account.balance - card.account.hold < input.amount) return 'insufficient_funds';
  return null;
}

export interface AuthorizationOutcome extends IssuerDecision {
  cardId: number;
  /** The declined transaction's row (approvals are recorded in the hold's statement and do not read it back). */
  cardTransactionId: number | null;
  /** The webhook event's answer was stored with the transaction (approvals of a webhook). */
  answered?: boolean;
  /** The event was claimed before (a redelivery): nothing was decided, the first answer stands. */
  replayed?: boolean;
}

/**
 * Decides one authorization in the caller's (short) transaction: the card's status, the company, the
 * merchant, the limits, then the funds of the BIN account. Approved: the amount is held through the
 * ledger (a pending card_authorization) and the transaction recorded as pending. Declined: recorded with
 * the reason, the decline fee charged (decline.ts). `at` is when it happens (seeded history passes its
 * own time).
 */
export async function authorize(tx: Db, input: AuthorizationInput, at: Date, run: AuthorizationRun = plainRun(tx)): Promise<AuthorizationOutcome> {
  if (input.amount <= 0n) throw new HttpError(422, 'The amount must be positive');
  const claim = input.eventId ? { eventId: input.eventId, type: 'authorization.request' } : undefined;
  const card = await lockDecisionCard(tx, input.issuerCardId, at, { claim, withSpend: true, first: run.first });
  if (!card) throw new HttpError(404, `Unknown card ${input.issuerCardId}`);
  if (!card.claimed) return { approved: false, reason: null, cardId: card.id, cardTransactionId: null, replayed: true };
  const broken = ruleBroken(card, input);
  if (broken) return decline(tx, card, input, broken, at);

  const networkId = card.networkId ?? (await systemAccountId(tx, SYSTEM_ACCOUNT.cardNetwork, card.currency));
  // The hold, the card transaction naming it, the card's lifetime spend and (from the webhook) the event's
  // answer: one statement, so the card and its account stay locked for as few round trips as possible.
  const answer = input.eventId ? { received: true, eventId: input.eventId, decision: { approved: true, reason: null } } : null;
  const ts = sql`${at.toISOString()}::timestamptz`;
  await holdOnLockedAccount(
    tx,
    {
      companyId: card.companyId,
      type: 'card_authorization',
      amount: input.amount,
      currency: card.currency,
      initiator: { kind: 'user', userId: card.holderUserId },
      fromAccountId: card.accountId,
      description: input.merchant.name,
      info: { cardId: card.id, transactionId: input.transactionId },
      createdAt: at,
    },
    [
      { accountId: card.accountId, amount: -input.amount },
      { accountId: networkId, amount: input.amount },
    ],
    { id: card.accountId, type: ACCOUNT_TYPE.bin, ...card.account },
    { id: networkId, type: ACCOUNT_TYPE.system, companyId: null, currency: card.currency, balance: 0n, hold: 0n },
    input.amount,
    (payment) => sql`,
      recorded as (
        insert into card_transactions (card_id, company_id, holder_user_id, issuer_transaction_id, merchant_name, merchant_category,
          merchant_country, amount, currency, status, payment_id, created_at, updated_at)
        values (${card.id}, ${card.companyId}, ${card.holderUserId}, ${input.transactionId}, ${input.merchant.name},
          ${input.merchant.category ?? null}, ${input.merchant.country ?? null}, ${input.amount.toString()}::bigint, ${card.currency},
          'pending', ${payment}, ${ts}, ${ts})
      ),
      spent as (update cards set spent_lifetime = spent_lifetime + ${input.amount.toString()}::bigint where id = ${card.id})
      ${answer ? sql`, answered as (update card_webhook_events set response = ${JSON.stringify(answer)}::jsonb where event_id = ${input.eventId!})` : sql``}`,
    // Nothing may follow `last`: only an approval that writes the event's answer itself ends with it.
    answer ? run.last : (query) => tx.execute(query),
  );
  return { approved: true, reason: null, cardId: card.id, cardTransactionId: null, answered: answer !== null };
}

async function decline(tx: Db, card: LockedDecisionCard, input: AuthorizationInput, reason: DeclineReason, at: Date): Promise<AuthorizationOutcome> {
  const cardTransactionId = await recordDecline(tx, card, input, reason, at, { silent: input.silent });
  return { approved: false, reason, cardId: card.id, cardTransactionId };
}
