import { HttpError } from '../http/errors';
import { formatMinor } from './amounts';

/** Not enough available (balance minus holds) on the account: 422 on `amount`, saying what is available. */
export function insufficientFunds(available: bigint, currency: string, field = 'amount') {
  const message = `Insufficient funds: ${formatMinor(available < 0n ? 0n : available, currency)} ${currency} available`;
  return new HttpError(422, message, { [field]: [message] });
}

/** The payment is no longer in the state the action needs (e.g. accepting a declined top-up). */
export function paymentNotPending() {
  return new HttpError(409, 'This payment has already been decided');
}

/** A programming error: legs that do not balance or accounts of another company. Never the user's fault. */
export class LedgerInvariantError extends Error {}

/** The SQLSTATE the ledger's database functions raise a broken invariant with (migration 0008). */
export const LEDGER_INVARIANT_CODE = 'LG001';
