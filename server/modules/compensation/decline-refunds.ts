import type { AuthContext } from '@/server/http/context';
import type { Db } from '@/server/db/client';
import { lockTransactionsForRefund, markFeeRefunded, recordDeclineUpload } from '@/server/db/queries/compensation';
import { formatMinor } from '@/server/ledger/amounts';
import { refundDeclineFee } from '@/server/ledger/compensation';
import { badRowsError, rowKey, type DeclineFileRow, type RowErrors } from './decline-file';

const DAY = 86_400_000;
/** The file's date may differ from the authorization's UTC day by the issuer's timezone: one day either way. */
const DATE_TOLERANCE_MS = DAY;

export interface RefundOutcome {
  uploadId: number;
  rowCount: number;
  refundedCount: number;
  skippedCount: number;
}

/**
 * Refunds the decline fee of every row, all or nothing, in the caller's transaction:
 * - a row naming an unknown transaction, one that was not declined, or one whose currency, amount or
 *   date (± 1 day) differ from the declined authorization is an error; with any error (including those
 *   found while reading the sheet) the upload is refused with every bad row and nothing changes;
 * - a row whose decline carried no fee, whose fee is already refunded (an earlier upload, or the same
 *   transaction twice in this file) is skipped: uploading the same file again refunds nothing;
 * - every other row's fee is undone through the ledger (a paid fee reversed, a fee still owed as debt
 *   cancelled) and the transaction marked with it, under the row lock taken when it was read.
 */
export async function refundDeclineFees(
  tx: Db,
  input: { rows: DeclineFileRow[]; readErrors: RowErrors; fileName: string; auth: AuthContext; now: Date },
): Promise<RefundOutcome> {
  const errors: RowErrors = { ...input.readErrors };
  const found = await lockTransactionsForRefund(tx, [...new Set(input.rows.map((r) => r.transactionId))]);
  const toRefund: { row: DeclineFileRow; transactionId: number; feePaymentId: number }[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const row of input.rows) {
    const match = found.get(row.transactionId);
    const problems: string[] = [];
    if (!match) problems.push('Transaction id: no such card transaction');
    else {
      if (match.status !== 'declined') problems.push('Transaction id: this authorization was not declined');
      if (match.currency !== row.currency)
        problems.push(`Currency: the declined authorization is in ${match.currency}`);
      else if (match.amount !== row.amount)
        problems.push(`Amount: the declined authorization is ${formatMinor(match.amount, match.currency)}`);
      // The file's day starts at 00:00 UTC while the decline happened during it: a day, plus the tolerance.
      if (Math.abs(match.createdAt.getTime() - row.date.getTime()) > DATE_TOLERANCE_MS + DAY) {
        problems.push(`Date: the authorization was declined on ${match.createdAt.toISOString().slice(0, 10)}`);
      }
    }
    if (problems.length) {
      errors[rowKey(row.row)] = problems;
      continue;
    }
    const declined = match!;
    const alreadyHandled = seen.has(row.transactionId) || declined.declineFeeRefundPaymentId !== null;
    seen.add(row.transactionId);
    // A fee still owed as debt (pending, 1) is refunded by cancelling it; one already undone (4, 5) is skipped.
    if (
      alreadyHandled ||
      declined.declineFeePaymentId === null ||
      (declined.feeStatus !== 1 && declined.feeStatus !== 2)
    ) {
      skipped += 1;
      continue;
    }
    toRefund.push({ row, transactionId: declined.id, feePaymentId: declined.declineFeePaymentId });
  }
  if (Object.keys(errors).length) throw badRowsError(errors);

  let refunded = 0;
  for (const item of toRefund) {
    const description = `Decline fee refunded (${input.fileName}, row ${item.row.row})`;
    const refund = await refundDeclineFee(
      tx,
      item.feePaymentId,
      { kind: 'staff', userId: input.auth.userId },
      description,
      input.now,
    );
    // Undone meanwhile by something else (the fee's status changed after it was read): nothing to refund.
    if (!refund) {
      skipped += 1;
      continue;
    }
    await markFeeRefunded(tx, item.transactionId, refund.paymentId, input.now);
    refunded += 1;
  }
  const uploadId = await recordDeclineUpload(tx, {
    fileName: input.fileName.slice(0, 255),
    uploadedBy: input.auth.userId,
    rowCount: input.rows.length,
    refundedCount: refunded,
    skippedCount: skipped,
  });
  return { uploadId, rowCount: input.rows.length, refundedCount: refunded, skippedCount: skipped };
}
