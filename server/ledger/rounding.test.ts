import { describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from './amounts';
import { convert, divideDown, divideHalfUp, divideUp, feeOf, payoutShareOf } from './rounding';

describe("rounding in the platform's favour", () => {
  /** a / b by each rule, one division a row: up and down for money, half-up only for what is shown. */
  const divisions: [a: bigint, b: bigint, up: bigint, down: bigint, halfUp: bigint][] = [
    [5n, 2n, 3n, 2n, 3n],
    [4n, 2n, 2n, 2n, 2n],
    [1n, 3n, 1n, 0n, 0n],
    [2n, 3n, 1n, 0n, 1n],
    [4n, 3n, 2n, 1n, 1n],
    [5n, 3n, 2n, 1n, 2n],
    [-5n, 2n, -2n, -3n, -3n],
    [0n, 7n, 0n, 0n, 0n],
  ];

  it('rounds up and down exactly, negatives included', () => {
    for (const [a, b, up, down] of divisions) {
      expect(divideUp(a, b), `${a} / ${b} up`).toBe(up);
      expect(divideDown(a, b), `${a} / ${b} down`).toBe(down);
    }
    expect(() => divideUp(1n, 0n)).toThrow(RangeError);
    expect(() => divideDown(1n, -1n)).toThrow(RangeError);
  });

  it('keeps half-up for figures that are only shown', () => {
    for (const [a, b, , , halfUp] of divisions) expect(divideHalfUp(a, b), `${a} / ${b} half-up`).toBe(halfUp);
  });

  it('rounds a fee up: any fraction of a cent is a whole cent', () => {
    expect(feeOf(1001n, '2.5')).toBe(26n); // 25.025 → 26
    expect(feeOf(1000n, '2.5')).toBe(25n); // exact stays exact
    expect(feeOf(16n, '3')).toBe(1n); // 0.48 → 1: the reported 0.16 transfer pays a cent
    expect(feeOf(800n, '3')).toBe(24n);
    expect(feeOf(10_000n, '0')).toBe(0n);
    expect(feeOf(333n, '100')).toBe(333n);
    expect(feeOf(1n, '0.01')).toBe(1n);
  });

  it('rounds a payout share down', () => {
    expect(payoutShareOf(1039n, '2.5')).toBe(25n); // 25.975 → 25
    expect(payoutShareOf(88n, '100')).toBe(88n);
    expect(payoutShareOf(7n, '12.5')).toBe(0n);
  });

  it('converts at an exact rate between precisions, rounding what is credited down', () => {
    expect(convert(10_000n, '0.9215', 2, 2)).toBe(9_215n);
    expect(convert(12_345n, '1.08335', 2, 2)).toBe(13_373n); // 13373.95575 → 13373
    expect(convert(14n, '0.925', 2, 2)).toBe(12n); // 12.95 → 12
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
