import { sql, type SQL } from 'drizzle-orm';
import type { IssuerDecision, IssuerMerchant } from '@/src/contracts/card-issuer';
import type { DeclineReason } from '@/src/contracts/card-kinds';
import type { Db } from '@/server/db/client';
import type { Outcome } from '@/server/db/batcher';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { HttpError } from '@/server/http/errors';
import { placeCardHolds, type CardHold } from '@/server/ledger/card-hold';
import type { LockedAccount } from '@/server/ledger/checks';
import { SYSTEM_ACCOUNT, systemAccountId } from '@/server/ledger/system-accounts';
import { watchCardHolds } from '@/server/modules/notifications/events';
import { cardTransactionRow } from './card-transaction-row';
import { lockDecisionCards, type BinAccount, type DecisionCard } from './decision-cards';
import { recordDeclines } from './decline';
import { personKey, personLimitBroken, type PersonLimit } from './person-limits';

export interface AuthorizationInput {
  issuerCardId: string;
  transactionId: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: string;
  merchant: IssuerMerchant;
  /** Seeded history: no "card declined" notification. */
  silent?: boolean;
  /** The webhook event being answered: claimed with the card's lock, answered with the decision. */
  eventId?: string;
}

/** Merchants a company may be barred from (company isGoogleMerchantRestrict / isTwitterMerchantRestrict). */
const GOOGLE = /\bgoogle\b|\bgoogle\s*ads\b|\byoutube\b/i;
const TWITTER = /\btwitter\b|\bx\.com\b|\bx\s+corp\b/i;

export function merchantRestricted(
  card: Pick<DecisionCard, 'googleRestricted' | 'twitterRestricted'>,
  merchant: string,
): boolean {
  return (card.googleRestricted && GOOGLE.test(merchant)) || (card.twitterRestricted && TWITTER.test(merchant));
}

/** The first rule the authorization breaks, in the order the issue lists them; null when none. */
function ruleBroken(
  card: DecisionCard,
  account: LockedAccount,
  person: PersonLimit | undefined,
  input: AuthorizationInput,
): DeclineReason | null {
  if (card.status === 'closed') return 'card_closed';
  if (card.status === 'frozen') return 'card_frozen';
  if (card.companyBlocked) return 'company_blocked';
  if (input.currency !== card.currency) return 'currency_mismatch';
  if (merchantRestricted(card, input.merchant.name)) return 'merchant_restricted';
  if (card.limitPerTransaction !== null && input.amount > card.limitPerTransaction) return 'limit_per_transaction';
  if (card.limitDaily !== null && card.spent.today + input.amount > card.limitDaily) return 'limit_daily';
  if (card.limitMonthly !== null && card.spent.month + input.amount > card.limitMonthly) return 'limit_monthly';
  if (card.limitLifetime !== null && card.spentLifetime + input.amount > card.limitLifetime) return 'limit_lifetime';
  if (personLimitBroken(person, input.amount)) return 'person_limit';
  if (account.balance - account.hold < input.amount) return 'insufficient_funds';
  return null;
}

export interface AuthorizationOutcome extends IssuerDecision {
  cardId: number;
  /** The declined transaction's row (approvals are recorded in the holds' statement and do not read it back). */
  cardTransactionId: number | null;
  /** The event was claimed before (a redelivery): nothing was decided, the first answer stands. */
  replayed?: boolean;
}

/** What the portal answers the issuer for an authorization event, and stores for a redelivery. */
export const decisionAnswer = (eventId: string, decision: IssuerDecision) => ({
  received: true as const,
  eventId,
  decision,
});

/**
 * Decides authorizations in the caller's transaction, in their order, as if one came after the other: the
 * cards and their BIN accounts are locked once for all (decision-cards.ts), and each decision sees the
 * holds and spend of the approvals before it. Per authorization: the card's status, the company, the
 * merchant, the limits, then the funds. Approved: the amount is held through the ledger (a pending
 * card_authorization) and the transaction recorded as pending, all approvals in one statement. Declined:
 * recorded with the reason and the decline fee charged (decline.ts), after the approvals, so a fee never
 * counts against funds an approval was decided on (a fee the account cannot pay becomes debt).
 *
 * Answers one outcome per input. Only what is known before anything is written fails on its own (a bad
 * amount, an unknown card); anything failing later throws, and the caller's transaction writes nothing.
 * `at` is when they are decided (seeded history passes its own time).
 */
export async function authorizeAll(
  tx: Db,
  inputs: AuthorizationInput[],
  at: Date,
): Promise<Outcome<AuthorizationOutcome>[]> {
  // Only what may be decided is claimed: a refused request leaves no claim, so its retry is decided anew.
  const claims = inputs.flatMap((input) =>
    input.eventId && input.amount > 0n ? [{ eventId: input.eventId, issuerCardId: input.issuerCardId }] : [],
  );
  const locked = await lockDecisionCards(tx, [...new Set(inputs.map((input) => input.issuerCardId))], at, claims);
  // The decisions, in order, on the accounts as locked plus the approvals before each.
  const accounts = new Map([...locked.accounts].map(([id, account]) => [id, { ...account }]));
  const decided = new Set<string>();
  const verdicts = inputs.map((input): Verdict => {
    if (input.amount <= 0n) return { kind: 'refused', error: new HttpError(422, 'The amount must be positive') };
    const card = locked.cards.get(input.issuerCardId);
    if (!card) return { kind: 'refused', error: new HttpError(404, `Unknown card ${input.issuerCardId}`) };
    if (input.eventId) {
      // An event claimed before, or twice in this batch: the first answer stands.
      if (!locked.claimed.has(input.eventId) || decided.has(input.eventId)) return { kind: 'replayed', card };
      decided.add(input.eventId);
    }
    const account = accounts.get(card.accountId)!;
    const person = locked.persons.get(personKey(card.holderUserId, card.currency));
    const reason = ruleBroken(card, account, person, input);
    if (reason) return { kind: 'declined', card, input, reason, cardTransactionId: null };
    account.hold += input.amount;
    if (person) person.spent = { today: person.spent.today + input.amount, month: person.spent.month + input.amount };
    card.spent = { today: card.spent.today + input.amount, month: card.spent.month + input.amount };
    card.spentLifetime += input.amount;
    return { kind: 'approved', card, input };
  });

  await holdApprovals(
    tx,
    verdicts.filter((v) => v.kind === 'approved'),
    locked.accounts,
    at,
  );
  const declines = verdicts.filter((v) => v.kind === 'declined');
  const declineIds = await recordDeclines(
    tx,
    declines.map(({ card, input, reason }) => ({
      card,
      input,
      reason,
      silent: input.silent,
      answer: input.eventId
        ? { eventId: input.eventId, response: decisionAnswer(input.eventId, { approved: false, reason }) }
        : undefined,
    })),
    at,
  );
  declines.forEach((decline, i) => (decline.cardTransactionId = declineIds[i]!));
  return verdicts.map((v): Outcome<AuthorizationOutcome> => {
    if (v.kind === 'refused') return { ok: false, error: v.error };
    const base = { cardId: v.card.id, cardTransactionId: null };
    if (v.kind === 'replayed') return { ok: true, value: { ...base, approved: false, reason: null, replayed: true } };
    if (v.kind === 'declined')
      return {
        ok: true,
        value: { ...base, approved: false, reason: v.reason, cardTransactionId: v.cardTransactionId },
      };
    return { ok: true, value: { ...base, approved: true, reason: null } };
  });
}

type Approval = { kind: 'approved'; card: DecisionCard; input: AuthorizationInput };
type Verdict =
  | { kind: 'refused'; error: HttpError }
  | { kind: 'replayed'; card: DecisionCard }
  | Approval
  | {
      kind: 'declined';
      card: DecisionCard;
      input: AuthorizationInput;
      reason: DeclineReason;
      cardTransactionId: number | null;
    };

/**
 * The approvals' holds, the card transactions naming them, the cards' lifetime spend and (from the webhook)
 * the events' answers: one statement, so cards and accounts stay locked for as few round trips as possible.
 * Then low balance for the holds that took an account below a watcher's threshold.
 */
async function holdApprovals(tx: Db, approvals: Approval[], accountsAsLocked: Map<number, BinAccount>, at: Date) {
  if (approvals.length === 0) return;
  const lowBalance = await watchCardHolds(
    tx,
    approvals.map(({ card }) => card.companyId),
  );
  const holds: CardHold[] = [];
  for (const { card, input } of approvals) {
    const networkId = card.networkId ?? (await systemAccountId(tx, SYSTEM_ACCOUNT.cardNetwork, card.currency));
    holds.push({
      payment: {
        companyId: card.companyId,
        type: 'card_authorization',
        amount: input.amount,
        currency: card.currency,
        initiator: { kind: 'user', userId: card.holderUserId },
        fromAccountId: card.accountId,
        description: input.merchant.name,
        info: { cardId: card.id, transactionId: input.transactionId },
      },
      legs: [
        { accountId: card.accountId, amount: -input.amount },
        { accountId: networkId, amount: input.amount },
      ],
      account: accountsAsLocked.get(card.accountId)!,
      counterparty: {
        id: networkId,
        type: ACCOUNT_TYPE.system,
        companyId: null,
        currency: card.currency,
        balance: 0n,
        hold: 0n,
      },
      amount: input.amount,
    });
  }
  const recorded = approvals.map(({ card, input }, n) => ({
    ...cardTransactionRow(n, card, input, card.currency),
    event_id: input.eventId ?? null,
    response: input.eventId ? decisionAnswer(input.eventId, { approved: true, reason: null }) : null,
  }));
  const ts = sql`${at.toISOString()}::timestamptz`;
  const paymentIds = await placeCardHolds(
    tx,
    holds,
    at,
    (held: SQL) => sql`,
      approved as materialized (
        select r.*, h.payment_id from json_to_recordset(${JSON.stringify(recorded)}::json) as r(n int, card_id int,
          company_id int,
          holder_user_id int, transaction_id text, merchant_name text, merchant_category text, merchant_country text,
            amount bigint,
          currency text, event_id text, response jsonb)
        join ${held} h on h.n = r.n
      ), recorded as (
        insert into card_transactions (card_id, company_id, holder_user_id, issuer_transaction_id, merchant_name,
          merchant_category,
          merchant_country, amount, currency, status, payment_id, created_at, updated_at)
        select card_id, company_id, holder_user_id, transaction_id, merchant_name, merchant_category,
          merchant_country, amount, currency,
          'pending', payment_id, ${ts}, ${ts}
        from approved order by n
      ), spent as (
        update cards set spent_lifetime = cards.spent_lifetime + s.total
        from (select card_id, sum(amount)::bigint as total from approved group by card_id) s where cards.id = s.card_id
      ), answered as (
        update card_webhook_events e set response = a.response from approved a where a.event_id is not null and
          e.event_id = a.event_id
      )`,
  );
  const available = new Map([...accountsAsLocked].map(([id, account]) => [id, account.balance - account.hold]));
  await lowBalance.held(
    approvals.map(({ card, input }, n) => {
      const account = accountsAsLocked.get(card.accountId)!;
      const availableAfter = available.get(account.id)! - input.amount;
      available.set(account.id, availableAfter);
      return {
        companyId: card.companyId,
        paymentId: paymentIds[n]!,
        amount: input.amount,
        account: { ...account, availableAfter },
      };
    }),
  );
}

/** One authorization in the caller's transaction (seeded history, tests): authorizeAll of one. */
export async function authorize(tx: Db, input: AuthorizationInput, at: Date): Promise<AuthorizationOutcome> {
  const [outcome] = await authorizeAll(tx, [input], at);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}
