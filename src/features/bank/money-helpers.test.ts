import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import type { TransferQuote } from '@/src/contracts/transfers';
import { checkAmountInput } from './amount-input';
import { balancesAfter, fieldErrorsOf, parseQuoteKey, quoteKey } from './transfer-figures';

describe('checkAmountInput: the contract rule before any request', () => {
  it('takes amounts with at most 2 decimals between 0.01 and the maximum', () => {
    expect(checkAmountInput('100')).toEqual({ ok: true, value: '100' });
    expect(checkAmountInput(' 1,234.5 ')).toEqual({ ok: true, value: '1234.5' });
    expect(checkAmountInput('12,5')).toEqual({ ok: true, value: '12.5' });
    expect(checkAmountInput('0.01')).toEqual({ ok: true, value: '0.01' });
    expect(checkAmountInput('1000000000.00')).toEqual({ ok: true, value: '1000000000.00' });
  });

  it('names what is wrong in the spec words', () => {
    expect(checkAmountInput('')).toEqual({ ok: false, message: validation.required });
    expect(checkAmountInput('1.234')).toEqual({ ok: false, message: validation.decimalPlaces(2) });
    expect(checkAmountInput('ten')).toEqual({ ok: false, message: validation.decimal });
    expect(checkAmountInput('0')).toEqual({ ok: false, message: validation.minValue('0.01') });
    expect(checkAmountInput('-5')).toEqual({ ok: false, message: validation.minValue('0.01') });
    expect(checkAmountInput('1000000000.01')).toEqual({ ok: false, message: validation.maxValue('1000000000.00') });
  });
});

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
