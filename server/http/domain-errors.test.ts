import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  IdempotencyKeyReused,
  InsufficientFunds,
  LedgerInvariantError,
  PaymentNotPending,
} from '@/server/ledger/errors';
import { asHttpError, httpErrorOf } from './domain-errors';
import { HttpError } from './errors';

describe('the map from ledger refusals to HTTP', () => {
  it('insufficient funds is 422 on the named field, with what is available in the currency, never below zero', () => {
    expect(httpErrorOf(new InsufficientFunds(500n, 'USD'))).toMatchObject({
      status: 422,
      message: apiMessage.insufficientFunds('5.00', 'USD'),
      errors: { amount: ['Insufficient funds: 5.00 USD available'] },
    });
    expect(httpErrorOf(new InsufficientFunds(-7n, 'USDC', 'count')).errors).toEqual({
      count: ['Insufficient funds: 0.00 USDC available'],
    });
  });

  it('a payment already decided is 409, a reused idempotency key 422 on the header', () => {
    expect(httpErrorOf(new PaymentNotPending())).toMatchObject({ status: 409, message: apiMessage.paymentDecided });
    expect(httpErrorOf(new IdempotencyKeyReused())).toMatchObject({
      status: 422,
      errors: { 'Idempotency-Key': [apiMessage.idempotencyKeyReused] },
    });
  });

  it('leaves everything else as it is: a broken invariant stays a 500 for the error handler', () => {
    const invariant = new LedgerInvariantError('legs do not balance');
    expect(asHttpError(invariant)).toBe(invariant);
    expect(asHttpError(new InsufficientFunds(1n, 'EUR'))).toBeInstanceOf(HttpError);
  });
});
