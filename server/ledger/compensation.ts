import { eq } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import type { Db } from '@/server/db/client';
import { payments } from '@/server/db/schema/index';
import { postPayment, releasePayment, reversePayment, type Initiator } from './ledger';
import { SYSTEM_ACCOUNT, systemAccountId } from './system-accounts';

/**
 * The two movements that give decline fees back (PRODUCT.md "Decline fee and compensation"). Both run in
 * the caller's transaction.
 */

/** A day's compensation: from the platform's compensation expense to the company's account. */
export async function payCompensation(
  tx: Db,
  input: {
    companyId: number;
    accountId: number;
    amount: bigint;
    currency: string;
    initiator: Initiator;
    description: string;
    info?: Record<string, unknown>;
  },
) {
  if (input.amount <= 0n) throw new RangeError('A compensation needs a positive amount');
  const expense = await systemAccountId(tx, SYSTEM_ACCOUNT.compensationExpense, input.currency);
  return postPayment(tx, { ...input, type: 'compensation', fromAccountId: null, toAccountId: input.accountId }, [
    { accountId: expense, amount: -input.amount },
    { accountId: input.accountId, amount: input.amount },
  ]);
}

/**
 * A decline fee given back in full. A fee that was paid is reversed (its postings mirrored, the original
 * marked reversed), so fee revenue returns what it took; a fee still owed as decline-fee debt (pending,
 * see card-issuer/decline.ts) is cancelled, so it is never collected. Decided on the fee payment's status
 * under its row lock, so a debt collected at the same moment is reversed instead. Returns the payment that
 * undid the fee (the reversal, or the cancelled debt itself), or null when there is nothing left to undo.
 */
export async function refundDeclineFee(
  tx: Db,
  feePaymentId: number,
  initiator: Initiator,
  description: string,
  now: Date,
) {
  const [fee] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, feePaymentId))
    .for('update');
  if (fee?.status === PAYMENT_STATUS.completed) return reversePayment(tx, feePaymentId, initiator, description);
  if (fee?.status === PAYMENT_STATUS.pending)
    return releasePayment(tx, feePaymentId, PAYMENT_STATUS.cancelled, initiator.userId ?? null, now);
  return null;
}
