import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  amountSign,
  currencyDisplay,
  formatAmount,
  formatMoney,
  fromCents,
  parseAmountInput,
  subtractAmounts,
  toCents,
} from './money';

describe('formatAmount', () => {
  it('shows 2 decimals by default with thousands separators', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('100')).toBe('100.00');
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(12n)).toBe('12.00');
  });

  it('rounds half away from zero on digits, not floats', () => {
    // 1.005 in binary floating point is 1.00499…; the string keeps the customer's cent.
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount('-1.005')).toBe('-1.01');
    expect(formatAmount('0.994')).toBe('0.99');
    expect(formatAmount('999999.995')).toBe('1,000,000.00');
    expect(formatAmount('-0.004')).toBe('0.00');
  });

  it('keeps precision far beyond what a double can hold', () => {
    expect(formatAmount('90071992547409931.23')).toBe('90,071,992,547,409,931.23');
  });

  it('shows up to 20 decimals without rounding when exact', () => {
    expect(formatAmount('0.123456789012345678919999', { exact: true })).toBe('0.12345678901234567891');
    expect(formatAmount('1.5', { exact: true })).toBe('1.50');
    expect(formatAmount('1.129000', { exact: true })).toBe('1.129');
    expect(formatAmount('-0.000000000000000000001', { exact: true })).toBe('0.00');
  });

  it('honours fixed decimals, the plus sign and bad input', () => {
    expect(formatAmount('12.3456', { decimals: 4 })).toBe('12.3456');
    expect(formatAmount('12.5', { decimals: 0 })).toBe('13');
    expect(formatAmount('5', { signDisplay: 'always' })).toBe('+5.00');
    expect(formatAmount('0', { signDisplay: 'always' })).toBe('0.00');
    expect(formatAmount('abc')).toBe('—');
    expect(formatAmount('')).toBe('—');
  });

  it('reads numbers written in exponent notation', () => {
    expect(formatAmount(1e-7, { exact: true })).toBe('0.0000001');
    expect(formatAmount(1e21)).toBe('1,000,000,000,000,000,000,000.00');
  });
});

describe('amountSign', () => {
  it('tells debits from credits', () => {
    expect(amountSign('-0.01')).toBe(-1);
    expect(amountSign('0.00')).toBe(0);
    expect(amountSign('-0')).toBe(0);
    expect(amountSign('3')).toBe(1);
    expect(amountSign('x')).toBe(0);
  });
});

describe('currency display', () => {
  it('uses symbols for fiat and USDT, labels and icons for the network variants and USDC', () => {
    expect(currencyDisplay('USDT')).toEqual({ symbol: '₮', label: 'USDT', showIcon: false });
    expect(currencyDisplay('USDC').showIcon).toBe(true);
    expect(currencyDisplay('USDT_TRC')).toEqual({ symbol: '', label: 'USDT TRC20', showIcon: true });
    expect(currencyDisplay('USDT_ERC').showIcon).toBe(true);
  });

  it('puts the currency beside the amount and the sign in front', () => {
    expect(formatMoney('-1234.5', 'USD')).toBe('-$1,234.50');
    expect(formatMoney('10', 'USDT')).toBe('₮10.00');
    expect(formatMoney('10', 'EUR')).toBe('€10.00');
    expect(formatMoney('5', 'USDC')).toBe('5.00 USDC');
    expect(formatMoney('7.1', 'USDT_TRC')).toBe('7.10 USDT TRC20');
  });
});

describe('parseAmountInput', () => {
  it('accepts at most 2 decimals and canonicalises', () => {
    expect(parseAmountInput('1 234.50')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmountInput('12,5')).toEqual({ ok: true, value: '12.5' });
    expect(parseAmountInput('1,234.5')).toEqual({ ok: true, value: '1234.5' });
    expect(parseAmountInput('.5')).toEqual({ ok: true, value: '0.5' });
    expect(parseAmountInput('007')).toEqual({ ok: true, value: '7' });
    expect(parseAmountInput('-0')).toEqual({ ok: true, value: '0' });
  });

  it('refuses what is not an amount', () => {
    expect(parseAmountInput('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmountInput('1.234')).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAmountInput('1.234', 3)).toEqual({ ok: true, value: '1.234' });
    expect(parseAmountInput('12a')).toEqual({ ok: false, reason: 'not-decimal' });
    expect(parseAmountInput('.')).toEqual({ ok: false, reason: 'not-decimal' });
    expect(parseAmountInput('1e5')).toEqual({ ok: false, reason: 'not-decimal' });
  });
});

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

describe('cents: what the card fee preview foresees', () => {
  it('subtracts in cents', () => {
    expect(subtractAmounts('100.10', '0.20')).toBe('99.90');
    expect(subtractAmounts('1.00', '2.50')).toBe('-1.50');
    expect(subtractAmounts('0.3', '0.1')).toBe('0.20');
  });
  it('round-trips', () => {
    expect(fromCents(toCents('-12.05')!)).toBe('-12.05');
    expect(toCents('7')).toBe(700n);
  });
});
