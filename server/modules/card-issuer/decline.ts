import { sql } from 'drizzle-orm';
import type { IssuerMerchant } from '@/src/contracts/card-issuer';
import { DECLINE_FEE_AMOUNT, type DeclineReason } from '@/src/contracts/card-kinds';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { InsufficientFunds } from '@/server/ledger/errors';
import { toMinor } from '@/server/ledger/amounts';
import { holdPayment } from '@/server/ledger/ledger';
import { withSystemAccounts } from '@/server/ledger/operations';
import { postPayments } from '@/server/ledger/post-payments';
import { SYSTEM_ACCOUNT, systemAccountId } from '@/server/ledger/system-accounts';
import { declinedJobs, declinedPayload } from './card-notifications';
import { cardTransactionRow } from './card-transaction-row';

export interface DeclinedCard {
  id: number;
  companyId: number;
  accountId: number;
  holderUserId: number;
  currency: string;
  /**
   * Fee revenue in the card's currency when the caller read it with the card (decision-cards.ts); else it is looked up.
   */
  feeRevenueId?: number | null;
}

/**
 * The decline fee (PRODUCT.md "Cards", spec 3 declineFeeChargeAmount): DECLINE_FEE_AMOUNT in the card's
 * currency per declined authorization, from the card's BIN account into fee revenue. When the account
 * cannot cover it in full, the whole fee becomes decline-fee debt: a pending decline_fee payment without
 * a hold (its legs fixed), which finance totals count as declineFeeDebtSum and which is collected
 * (captured) once the account can pay it (card-fees.ts). A balance never goes below zero.
 */
const declineFee = (card: DeclinedCard, at: Date) => ({
  companyId: card.companyId,
  currency: card.currency,
  initiator: { kind: 'rule' as const },
  description: 'Decline fee',
  createdAt: at,
});

/** The fee as debt, for an account that cannot pay it now. */
async function declineFeeDebt(tx: Db, card: DeclinedCard, at: Date, transactionId: string) {
  const fee = toMinor(DECLINE_FEE_AMOUNT, card.currency);
  const revenue = card.feeRevenueId ?? (await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, card.currency));
  const { paymentId } = await holdPayment(
    tx,
    {
      ...declineFee(card, at),
      amount: fee,
      type: 'decline_fee',
      fromAccountId: card.accountId,
      info: { declineFeeDebt: true, cardId: card.id, transactionId },
    },
    [
      { accountId: card.accountId, amount: -fee },
      { accountId: revenue, amount: fee },
    ],
    [],
  );
  return paymentId;
}

export interface Decline {
  card: DeclinedCard;
  input: { transactionId: string; amount: bigint; currency: string; merchant: IssuerMerchant };
  reason: DeclineReason;
  /** Seeded history: no "card declined" notification. */
  silent?: boolean;
  /** The webhook event it answers, and the answer to store for a redelivery. */
  answer?: { eventId: string; response: unknown };
}

/**
 * Records declined authorizations with their reasons and decline fees, and tells the holders, in a fixed
 * number of statements whatever their number (they are decided in batches, authorize.ts): every fee
 * posted at once (postPayments), then the card transactions, then the notifications' jobs. A fee the
 * account cannot pay in full becomes debt (chargeDeclineFee's rule). Answers the card transactions' ids,
 * in order.
 */
export async function recordDeclines(tx: Db, declines: Decline[], at: Date): Promise<number[]> {
  if (declines.length === 0) return [];
  const fees = await withSystemAccounts(
    tx,
    declines.map(({ card, input }) => {
      const fee = toMinor(DECLINE_FEE_AMOUNT, card.currency);
      return {
        input: {
          ...declineFee(card, at),
          amount: fee,
          fromAccountId: card.accountId,
          type: 'decline_fee' as const,
          // The transaction-history modal names the card of every card payment (issue 19 item 5).
          info: { cardId: card.id, transactionId: input.transactionId },
        },
        legs: [
          { accountId: card.accountId, amount: -fee },
          card.feeRevenueId
            ? { accountId: card.feeRevenueId, amount: fee }
            : { system: SYSTEM_ACCOUNT.feeRevenue, currency: card.currency, amount: fee },
        ],
      };
    }),
  );
  const { outcomes } = await postPayments(tx, fees);
  const feePaymentIds: number[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.ok) feePaymentIds.push(outcome.value.paymentId);
    else if (outcome.error instanceof InsufficientFunds) {
      feePaymentIds.push(await declineFeeDebt(tx, declines[i]!.card, at, declines[i]!.input.transactionId));
    } else throw outcome.error;
  }
  const rows = declines.map(({ card, input, reason, silent, answer }, n) => ({
    // A decline records the currency asked for, which may not be the card's (currency_mismatch).
    ...cardTransactionRow(n, card, input, input.currency),
    reason,
    fee_payment_id: feePaymentIds[n],
    job: silent
      ? null
      : declinedPayload({
          cardId: card.id,
          holderUserId: card.holderUserId,
          reason,
          amount: input.amount,
          currency: input.currency,
          merchant: input.merchant.name,
          at,
        }),
    event_id: answer?.eventId ?? null,
    answer: answer?.response ?? null,
  }));
  const ts = sql`${at.toISOString()}::timestamptz`;
  // The card transactions, their "card declined" jobs and the webhook answers: one statement.
  const recorded = rowsOf<{ id: number | string; n: number }>(
    await executePrepared(
      tx,
      sql`
      with d as (
        select * from json_to_recordset(${JSON.stringify(rows)}::json) as d(n int, card_id int, company_id int,
          holder_user_id int,
          transaction_id text, merchant_name text, merchant_category text, merchant_country text, amount bigint,
            currency text,
          reason text, fee_payment_id bigint, job jsonb, event_id text, answer jsonb)
      ), inserted as (
        insert into card_transactions (card_id, company_id, holder_user_id, issuer_transaction_id, merchant_name,
          merchant_category,
          merchant_country, amount, currency, status, decline_reason, decline_fee_payment_id, created_at, updated_at)
        select card_id, company_id, holder_user_id, transaction_id, merchant_name, merchant_category,
          merchant_country, amount, currency,
          'declined', reason, fee_payment_id, ${ts}, ${ts}
        from d order by n
        returning id, issuer_transaction_id
      ), recorded as (
        select inserted.id, d.n, d.job from inserted join d on d.transaction_id = inserted.issuer_transaction_id
      ), ${declinedJobs(sql`recorded`)},
      answered as (
        update card_webhook_events e set response = d.answer from d where d.event_id is not null and e.event_id =
          d.event_id
      )
      select id, n from recorded order by n`,
    ),
  );
  return recorded.map((row) => Number(row.id));
}

/** One declined authorization: recordDeclines of one. */
export async function recordDecline(
  tx: Db,
  card: DeclinedCard,
  input: Decline['input'],
  reason: DeclineReason,
  at: Date,
  options: { silent?: boolean } = {},
): Promise<number> {
  const [id] = await recordDeclines(tx, [{ card, input, reason, silent: options.silent }], at);
  return id!;
}
