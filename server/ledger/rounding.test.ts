import { describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from './amounts';
import { convert, divideHalfUp, percentOf } from './rounding';

describe('rounding half-up, once', () => {
  it('rounds ties away from zero and everything else to the nearest', () => {
    expect([divideHalfUp(5n, 2n), divideHalfUp(4n, 3n), divideHalfUp(5n, 3n), divideHalfUp(-5n, 2n), divideHalfUp(0n, 7n)]).toEqual([3n, 1n, 2n, -3n, 0n]);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('takes a percentage of minor units exactly', () => {
    expect(percentOf(1001n, '2.5')).toBe(25n); // 25.025 → 25
    expect(percentOf(1002n, '2.5')).toBe(25n); // 25.05 → 25
    expect(percentOf(1020n, '2.5')).toBe(26n); // 25.5 → 26
    expect(percentOf(10_000n, '0')).toBe(0n);
    expect(percentOf(333n, '100')).toBe(333n);
    expect(percentOf(1n, '0.01')).toBe(0n);
  });

  it('converts at an exact rate between precisions', () => {
    expect(convert(10_000n, '0.9215', 2, 2)).toBe(9_215n);
    expect(convert(12_345n, '1.08335', 2, 2)).toBe(13_374n); // 13373.95575 → 13374
    expect(convert(100n, '1', 2, 6)).toBe(1_000_000n);
    expect(convert(1_234_567n, '1', 6, 2)).toBe(123n);
  });
});

describe('amounts', () => {
  it('reads and writes decimal strings with the currency precision', () => {
    expect(toMinor('12.3', 'USD')).toBe(1230n);
    expect(toMinor('-0.05', 'EUR')).toBe(-5n);
    expect(toMinor('7', 'USDT')).toBe(700n);
    expect(formatMinor(1230n, 'USD')).toBe('12.30');
    expect(formatMinor(-5n, 'EUR')).toBe('-0.05');
    expect(formatMinor(0n, 'USDC')).toBe('0.00');
  });

  it('refuses what it cannot represent exactly', () => {
    expect(() => toMinor('1.005', 'USD')).toThrow(RangeError);
    expect(() => toMinor('1e3', 'USD')).toThrow(RangeError);
    expect(() => toMinor('1', 'XYZ')).toThrow(RangeError);
  });
});
