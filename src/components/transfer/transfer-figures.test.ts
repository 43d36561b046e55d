import { describe, expect, it } from 'vitest';
import type { TransferQuote } from '@/src/contracts/transfers';
import { balancesAfter, fieldErrorsOf, parseQuoteKey, quoteKey } from './transfer-figures';

const quote: TransferQuote = {
  kind: 'transit_to_bin',
  serviceFeeAmount: '3.00',
  feePercent: '3.00',
  transferAmount: '97.00',
  currencyRate: '1',
  amount: '100.00',
  currencyCode: 'USD',
  toCurrencyCode: 'USD',
};

describe('transfer figures', () => {
  it('foresees both balances after the quoted transfer', () => {
    expect(balancesAfter(quote, { balance: '250.00' }, { balance: '10.00' })).toEqual({ from: '150.00', to: '107.00' });
  });

  it('turns a quote request into one debounceable string and back', () => {
    expect(quoteKey(1, 2, '10.5')).toBe('1|2|10.5');
    expect(parseQuoteKey('1|2|10.5')).toEqual({ fromAccountId: 1, toAccountId: 2, amount: '10.5' });
    expect(quoteKey(undefined, 2, '1')).toBe('');
    expect(quoteKey(1, 2, null)).toBe('');
    expect(parseQuoteKey('')).toBeNull();
  });

  it('puts the server field messages on their fields, anything else above the form', () => {
    const insufficient = 'Insufficient funds: 12.00 USD available';
    expect(fieldErrorsOf(insufficient, { amount: [insufficient] })).toEqual({
      fields: { amount: insufficient },
      general: null,
    });
    expect(fieldErrorsOf('Key reused', undefined)).toEqual({ fields: {}, general: 'Key reused' });
    expect(fieldErrorsOf('Bad', { description: ['Too long'] })).toEqual({ fields: {}, general: 'Bad' });
  });
});
