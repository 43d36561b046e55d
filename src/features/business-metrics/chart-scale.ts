/*
 * Bar lengths for the metrics charts. Amounts stay decimal strings everywhere they are shown; only the
 * bars' geometry is worked out here, as a share of the largest amount. Comparing on whole units and cents
 * as BigInt keeps the ordering exact; the share itself is a pixel ratio, where a float is harmless.
 */

/** A non-negative decimal string in cents, or 0n for anything else (a refund shows no bar, not a negative one). */
export function toCents(value: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?\d*$/.exec(value.trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Each value's share of the largest one, 0 to 1; all zero when nothing moved. */
export function barShares(values: readonly string[]): number[] {
  const cents = values.map(toCents);
  const max = cents.reduce((a, b) => (b > a ? b : a), 0n);
  if (max === 0n) return cents.map(() => 0);
  // Scale to a thousandth before leaving BigInt, so huge amounts never lose the ratio to float rounding.
  return cents.map((c) => Number((c * 1000n) / max) / 1000);
}
