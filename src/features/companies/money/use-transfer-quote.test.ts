import { describe, expect, it } from 'vitest';
import { quoteRequest } from './use-transfer-quote';

describe('quoteRequest', () => {
  it('asks only for two different accounts and a positive amount', () => {
    expect(quoteRequest({ fromAccountId: 1, toAccountId: 2, amount: '1,5' })).toEqual({
      fromAccountId: 1,
      toAccountId: 2,
      amount: '1.5',
    });
    expect(quoteRequest({ fromAccountId: 1, toAccountId: 1, amount: '10' })).toBeNull();
    expect(quoteRequest({ fromAccountId: undefined, toAccountId: 2, amount: '10' })).toBeNull();
    expect(quoteRequest({ fromAccountId: 1, toAccountId: 2, amount: '0.00' })).toBeNull();
    expect(quoteRequest({ fromAccountId: 1, toAccountId: 2, amount: '-5' })).toBeNull();
    expect(quoteRequest({ fromAccountId: 1, toAccountId: 2, amount: '1.234' })).toBeNull();
  });
});
