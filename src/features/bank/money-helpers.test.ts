import { describe, expect, it } from 'vitest';
import { validation } from '@/src/contracts/messages';
import type { TransferQuote } from '@/src/contracts/transfers';
import { checkAmountInput } from './amount-input';
import { addAmounts, fromCents, subtractAmounts, toCents } from './cents';
import { balancesAfter, fieldErrorsOf, parseQuoteKey, quoteKey } from './transfer-figures';

describe('cents: exact 2-decimal arithmetic', () => {
  it('reads and writes amounts without floats', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('1000000000.00')).toBe(100000000000n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
  });

  it('adds and subtracts where a float would drift', () => {
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(subtractAmounts('100.00', '100.01')).toBe('-0.01');
    expect(subtractAmounts('9007199254740993.00', '0.01')).toBe('9007199254740992.99');
    expect(addAmounts('x', '1')).toBeNull();
  });
});

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
