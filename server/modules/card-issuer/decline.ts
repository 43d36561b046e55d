import { sql } from 'drizzle-orm';
import type { IssuerMerchant } from '../../../src/contracts/card-issuer';
import { DECLINE_FEE_AMOUNT, type DeclineReason } from '../../../src/contracts/card-kinds';
import { rowsOf, type Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { toMinor } from '../../ledger/amounts';
import { holdPayment } from '../../ledger/ledger';
import { chargeFee } from '../../ledger/operations';
import { SYSTEM_ACCOUNT, systemAccountId } from '../../ledger/system-accounts';
import { notifyCardDeclined } from './card-notifications';

export interface DeclinedCard {
  id: number;
  companyId: number;
  accountId: number;
  holderUserId: number;
  currency: string;
}

/**
 * The decline fee (PRODUCT.md "Cards", spec 3 declineFeeChargeAmount): DECLINE_FEE_AMOUNT in the card's
 * currency per declined authorization, from the card's BIN account into fee revenue. When the account
 * cannot cover it in full, the whole fee becomes decline-fee debt: a pending decline_fee payment without
 * a hold (its legs fixed), which finance totals count as declineFeeDebtSum and which is collected
 * (captured) once the account can pay it (card-fees.ts). A balance never goes below zero.
 */
export async function chargeDeclineFee(tx: Db, card: DeclinedCard, at: Date, transactionId: string) {
  const fee = toMinor(DECLINE_FEE_AMOUNT, card.currency);
  const movement = {
    companyId: card.companyId,
    amount: fee,
    currency: card.currency,
    initiator: { kind: 'rule' as const },
    description: 'Decline fee',
    createdAt: at,
  };
  try {
    const { paymentId } = await chargeFee(tx, { ...movement, accountId: card.accountId, type: 'decline_fee' });
    return { paymentId, debt: false };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 422)) throw error;
  }
  const revenue = await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, card.currency);
  const { paymentId } = await holdPayment(
    tx,
    { ...movement, type: 'decline_fee', fromAccountId: card.accountId, info: { declineFeeDebt: true, cardId: card.id, transactionId } },
    [
      { accountId: card.accountId, amount: -fee },
      { accountId: revenue, amount: fee },
    ],
    [],
  );
  return { paymentId, debt: true };
}

/** Records a declined authorization with its reason and decline fee, and tells the holder. */
export async function recordDecline(
  tx: Db,
  card: DeclinedCard,
  input: { transactionId: string; amount: bigint; currency: string; merchant: IssuerMerchant },
  reason: DeclineReason,
  at: Date,
  options: { silent?: boolean } = {},
): Promise<number> {
  const fee = await chargeDeclineFee(tx, card, at, input.transactionId);
  const [row] = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      insert into card_transactions (card_id, company_id, holder_user_id, issuer_transaction_id, merchant_name, merchant_category,
        merchant_country, amount, currency, status, decline_reason, decline_fee_payment_id, created_at, updated_at)
      values (${card.id}, ${card.companyId}, ${card.holderUserId}, ${input.transactionId}, ${input.merchant.name},
        ${input.merchant.category ?? null}, ${input.merchant.country ?? null}, ${input.amount.toString()}::bigint, ${input.currency},
        'declined', ${reason}, ${fee.paymentId}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
      returning id`),
  );
  const cardTransactionId = Number(row!.id);
  await notifyCardDeclined(tx, { cardId: card.id, holderUserId: card.holderUserId, cardTransactionId, reason, amount: input.amount, currency: input.currency, merchant: input.merchant.name, at }, options);
  return cardTransactionId;
}
