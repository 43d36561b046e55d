/**
 * The ledger's refusals: the money rules say why a movement cannot happen, in its own terms. The ledger knows
 * nothing of HTTP; `server/http/domain-errors.ts` maps each refusal to a status and the spec's message.
 */
export class LedgerRefusal extends Error {}

/** Not enough available (balance minus holds) on the account; `field` names the input the amount came from. */
export class InsufficientFunds extends LedgerRefusal {
  constructor(
    readonly available: bigint,
    readonly currency: string,
    readonly field = 'amount',
  ) {
    super(`Insufficient funds: ${available} minor units of ${currency} available`);
  }
}

/** The payment is no longer in the state the action needs (e.g. accepting a declined top-up). */
export class PaymentNotPending extends LedgerRefusal {}

/** An idempotency key already used with a different request: its stored answer belongs to the other one. */
export class IdempotencyKeyReused extends LedgerRefusal {}

export const insufficientFunds = (available: bigint, currency: string, field = 'amount') =>
  new InsufficientFunds(available, currency, field);
export const paymentNotPending = () => new PaymentNotPending('This payment has already been decided');

/** A programming error: legs that do not balance or accounts of another company. Never the user's fault. */
export class LedgerInvariantError extends Error {}

/** The SQLSTATE the ledger's database functions raise a broken invariant with (migration 0008). */
export const LEDGER_INVARIANT_CODE = 'LG001';
