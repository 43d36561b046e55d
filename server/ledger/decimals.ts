import { fractionOf } from './rounding';

/** Compares two exact decimal strings (amounts, rates, percents) without floats. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = fractionOf(a);
  const y = fractionOf(b);
  const diff = x.numerator * y.denominator - y.numerator * x.denominator;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
