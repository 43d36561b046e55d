import { describe, expect, it } from 'vitest';
import { barShares, toCents } from './chart-scale';

describe('chart scale', () => {
  it('reads decimal strings as cents without floats', () => {
    expect(toCents('0.00')).toBe(0n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('1000000000.99')).toBe(100000000099n);
    expect(toCents('-5.00')).toBe(0n);
    expect(toCents('abc')).toBe(0n);
  });

  it('gives each bar its share of the largest amount', () => {
    expect(barShares(['100.00', '50.00', '0.00'])).toEqual([1, 0.5, 0]);
    expect(barShares(['0.00', '0.00'])).toEqual([0, 0]);
    expect(barShares(['999999999.99', '1.00'])[0]).toBe(1);
  });
});
