import { apiMessage } from '@/src/contracts/api-messages';
import { formatMinor } from '@/server/ledger/amounts';
import { IdempotencyKeyReused, InsufficientFunds, LedgerRefusal, PaymentNotPending } from '@/server/ledger/errors';
import { HttpError } from './errors';
import { IDEMPOTENCY_HEADER } from './idempotency';

/**
 * The one map from the ledger's refusals to what the client sees: a status and the spec's message, on the
 * field the refusal names. Handlers let refusals through; `onError` and batch answers pass them here.
 */
export function httpErrorOf(refusal: LedgerRefusal): HttpError {
  if (refusal instanceof InsufficientFunds) {
    const available = formatMinor(refusal.available < 0n ? 0n : refusal.available, refusal.currency);
    const message = apiMessage.insufficientFunds(available, refusal.currency);
    return new HttpError(422, message, { [refusal.field]: [message] });
  }
  if (refusal instanceof PaymentNotPending) return new HttpError(409, apiMessage.paymentDecided);
  if (refusal instanceof IdempotencyKeyReused) {
    return new HttpError(422, apiMessage.idempotencyKeyReused, {
      [IDEMPOTENCY_HEADER]: [apiMessage.idempotencyKeyReused],
    });
  }
  return new HttpError(422, refusal.message);
}

/** An error on its way to the client: a ledger refusal becomes its HTTP form, anything else passes unchanged. */
export const asHttpError = (error: unknown) => (error instanceof LedgerRefusal ? httpErrorOf(error) : error);
