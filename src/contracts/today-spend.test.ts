import { describe, expect, it } from 'vitest';
import { toast } from './messages';
import { parseTodaySpend } from './today-spend';

describe('parseTodaySpend (spec 3 "Today spend")', () => {
  it('reads { totalAmount, currencyCode }', () => {
    expect(parseTodaySpend({ totalAmount: '12.50', currencyCode: 'USD' })).toEqual([
      { amount: '12.50', currencyCode: 'USD' },
    ]);
  });

  it('reads { amount, currencyCode }, numbers as text', () => {
    expect(parseTodaySpend({ amount: 7, currencyCode: 'EUR' })).toEqual([{ amount: '7', currencyCode: 'EUR' }]);
  });

  it('reads a map by currency code and drops executionTime', () => {
    expect(parseTodaySpend({ USD: '13.25', EUR: '4.00', executionTime: 0.8 })).toEqual([
      { amount: '13.25', currencyCode: 'USD' },
      { amount: '4.00', currencyCode: 'EUR' },
    ]);
    expect(parseTodaySpend({ executionTime: 1 })).toEqual([]);
  });

  it('allows an empty array', () => {
    expect(parseTodaySpend([])).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', '12.00'],
    ['a non-empty array', [{ amount: '1', currencyCode: 'USD' }]],
    ['an empty object', {}],
    ['an amount that is not a number', { amount: 'lots', currencyCode: 'USD' }],
    ['a lower-case key in the map', { usd: '1.00', executionTime: 1 }],
    ['an object value in the map', { USD: { amount: '1' }, executionTime: 1 }],
    ['a shape with an extra field', { amount: '1.00', currencyCode: 'USD', note: 'x' }],
  ])('fails on %s with the spec text', (_label, value) => {
    expect(() => parseTodaySpend(value)).toThrow(toast.todaySpendFormat);
  });

  it('says exactly what the spec says', () => {
    expect(toast.todaySpendFormat).toBe('Invalid data format for amount model');
  });
});
