import { eq, sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import type { Db } from '@/server/db/client';
import { cards, cardTransactions } from '@/server/db/schema/index';
import { HttpError } from '@/server/http/errors';
import { captureAdjusted, lockAccounts, postPayment, releasePayment } from '@/server/ledger/ledger';
import { SYSTEM_ACCOUNT, systemAccountId } from '@/server/ledger/system-accounts';
import { chargeCardFxFee, convertSettlement } from './card-fx-fee';
import { lockPersonFigures } from './person-limits';

/**
 * What becomes of an approved authorization (PRODUCT.md "Cards"): it settles (the hold becomes a posting
 * of the settled amount, the rest released), the merchant reverses it (the hold is released), or a
 * settled one is refunded (a card_refund credits the BIN account). Each runs in the webhook's
 * transaction, beside the event id that makes a redelivery change nothing.
 */

async function lockTransaction(tx: Db, issuerCardId: string, transactionId: string) {
  const [row] = await tx
    .select({ tx: cardTransactions, issuerCardId: cards.issuerCardId, accountId: cards.accountId })
    .from(cardTransactions)
    .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(eq(cardTransactions.issuerTransactionId, transactionId))
    // The card too, before any account: every card path locks the card first, then its account.
    .for('update', { of: [cardTransactions, cards] });
  if (!row) throw new HttpError(404, `Unknown transaction ${transactionId}`);
  if (row.issuerCardId !== issuerCardId)
    throw new HttpError(422, `Transaction ${transactionId} is not card ${issuerCardId}'s`);
  // Then the holder's spend figures, which the transaction's change updates, before the account (the
  // authorization batch's order: cards, persons, accounts).
  await lockPersonFigures(tx, row.tx.holderUserId, row.tx.currency);
  return row;
}

const conflict = (transactionId: string, status: string, action: string) =>
  new HttpError(409, `Transaction ${transactionId} is ${status}: it cannot be ${action}`);

/**
 * The authorization settles for `amount` (minor units of `currency`, the card's when absent), which may
 * differ from what was held. A settlement in another currency is converted at the platform rate and
 * carries the card FX fee (card-fx-fee.ts).
 */
export async function settle(
  tx: Db,
  input: { issuerCardId: string; transactionId: string; amount: bigint; currency?: string },
  at: Date,
) {
  const { tx: row, accountId } = await lockTransaction(tx, input.issuerCardId, input.transactionId);
  if (row.status !== 'pending' || row.paymentId === null) throw conflict(input.transactionId, row.status, 'settled');
  if (input.amount <= 0n) throw new HttpError(422, 'The amount must be positive');
  const foreign =
    input.currency !== undefined && input.currency !== row.currency
      ? await convertSettlement(tx, { amount: input.amount, currency: input.currency, cardCurrency: row.currency })
      : null;
  const amount = foreign?.amount ?? input.amount;
  const network = await systemAccountId(tx, SYSTEM_ACCOUNT.cardNetwork, row.currency);
  // A foreign settlement also pays the card FX fee into a fee revenue bucket: it is locked now, with the
  // BIN account and the network in one id order, not after the capture holds the BIN account. A transfer
  // or an authorization batch locks its bucket first (system accounts have the lower ids), then waits for
  // the BIN account: taking the bucket second would close the cycle, a deadlock.
  const feeRevenueId = foreign ? await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, row.currency) : null;
  if (feeRevenueId !== null) await lockAccounts(tx, [accountId, network, feeRevenueId]);
  await captureAdjusted(
    tx,
    row.paymentId,
    {
      legs: [
        { accountId, amount: -amount },
        { accountId: network, amount },
      ],
      amount,
      type: 'card_settlement',
      info: {
        cardId: row.cardId,
        transactionId: input.transactionId,
        authorizedAmount: row.amount.toString(),
        ...(foreign && {
          merchantAmount: foreign.merchantAmount.toString(),
          merchantCurrency: foreign.merchantCurrency,
          rate: foreign.rate,
        }),
      },
    },
    null,
    at,
  );
  await tx
    .update(cardTransactions)
    .set({ status: 'settled', settledAmount: amount, updatedAt: at })
    .where(eq(cardTransactions.id, row.id));
  if (amount !== row.amount) {
    await tx
      .update(cards)
      .set({ spentLifetime: sql`${cards.spentLifetime} + ${(amount - row.amount).toString()}::bigint` })
      .where(eq(cards.id, row.cardId));
  }
  if (foreign) {
    await chargeCardFxFee(
      tx,
      { cardId: row.cardId, companyId: row.companyId, accountId, currency: row.currency, feeRevenueId: feeRevenueId! },
      { ...foreign, transactionId: input.transactionId },
      at,
    );
  }
  return row.id;
}

/** The merchant lets go of the authorization: the hold is released and the spend given back. */
export async function reverse(tx: Db, input: { issuerCardId: string; transactionId: string }, at: Date) {
  const { tx: row } = await lockTransaction(tx, input.issuerCardId, input.transactionId);
  if (row.status !== 'pending' || row.paymentId === null) throw conflict(input.transactionId, row.status, 'reversed');
  await releasePayment(tx, row.paymentId, PAYMENT_STATUS.cancelled, null, at);
  await tx.update(cardTransactions).set({ status: 'reversed', updatedAt: at }).where(eq(cardTransactions.id, row.id));
  await tx
    .update(cards)
    .set({ spentLifetime: sql`greatest(${cards.spentLifetime} - ${row.amount.toString()}::bigint, 0)` })
    .where(eq(cards.id, row.cardId));
  return row.id;
}

/** Money back on a settled transaction, at most what settled less earlier refunds. */
export async function refund(
  tx: Db,
  input: { issuerCardId: string; transactionId: string; refundId: string; amount: bigint },
  at: Date,
) {
  const { tx: row, accountId } = await lockTransaction(tx, input.issuerCardId, input.transactionId);
  if (row.status !== 'settled' || row.settledAmount === null)
    throw conflict(input.transactionId, row.status, 'refunded');
  const left = row.settledAmount - row.refundedAmount;
  if (input.amount <= 0n || input.amount > left)
    throw new HttpError(422, `A refund of ${input.amount} exceeds the ${left} left to refund`);
  const network = await systemAccountId(tx, SYSTEM_ACCOUNT.cardNetwork, row.currency);
  await postPayment(
    tx,
    {
      companyId: row.companyId,
      type: 'card_refund',
      amount: input.amount,
      currency: row.currency,
      initiator: { kind: 'system' },
      toAccountId: accountId,
      description: row.merchantName,
      info: { cardId: row.cardId, transactionId: input.transactionId, refundId: input.refundId },
      createdAt: at,
    },
    [
      { accountId: network, amount: -input.amount },
      { accountId, amount: input.amount },
    ],
  );
  const refunded = row.refundedAmount + input.amount;
  await tx
    .update(cardTransactions)
    .set({ refundedAmount: refunded, status: refunded === row.settledAmount ? 'refunded' : 'settled', updatedAt: at })
    .where(eq(cardTransactions.id, row.id));
  return row.id;
}
