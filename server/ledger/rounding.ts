/**
 * The one rounding rule of the ledger: half-up (away from zero on a tie), applied once per computed
 * amount. Percentages and rates are exact decimal strings; nothing here touches a float.
 */

/** n / d rounded half-up; d > 0. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('The divisor must be positive');
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const quotient = (magnitude * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** An exact decimal string as a fraction: "1.25" → 125n / 100n. */
export function fractionOf(decimal: string): { numerator: bigint; denominator: bigint } {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal: ${decimal}`);
  const fraction = match[3] ?? '';
  const numerator = BigInt(match[2]! + fraction);
  return { numerator: match[1] ? -numerator : numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** `percent` % of `amount` minor units, rounded half-up: percentOf(1001n, "2.5") = 25n (25.025). */
export function percentOf(amount: bigint, percent: string): bigint {
  const { numerator, denominator } = fractionOf(percent);
  return divideHalfUp(amount * numerator, denominator * 100n);
}

/**
 * `amount` in minor units of a currency with `fromDecimals`, times `rate`, into minor units of a
 * currency with `toDecimals`, rounded half-up once.
 */
export function convert(amount: bigint, rate: string, fromDecimals: number, toDecimals: number): bigint {
  const { numerator, denominator } = fractionOf(rate);
  const scaleUp = 10n ** BigInt(Math.max(0, toDecimals - fromDecimals));
  const scaleDown = 10n ** BigInt(Math.max(0, fromDecimals - toDecimals));
  return divideHalfUp(amount * numerator * scaleUp, denominator * scaleDown);
}

/** n / d rounded up (towards +∞); d > 0. For what a client is charged: the rounding favours the platform. */
export function divideUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('The divisor must be positive');
  const quotient = n / d;
  return n % d > 0n ? quotient + 1n : quotient;
}

/** `percent` % of `amount`, rounded up: a fee charged to a client never loses the platform a fraction. */
export function percentOfUp(amount: bigint, percent: string): bigint {
  const { numerator, denominator } = fractionOf(percent);
  return divideUp(amount * numerator, denominator * 100n);
}

/** convert(), rounded up: what a client owes in its own currency for a foreign amount. */
export function convertUp(amount: bigint, rate: string, fromDecimals: number, toDecimals: number): bigint {
  const { numerator, denominator } = fractionOf(rate);
  const scaleUp = 10n ** BigInt(Math.max(0, toDecimals - fromDecimals));
  const scaleDown = 10n ** BigInt(Math.max(0, fromDecimals - toDecimals));
  return divideUp(amount * numerator * scaleUp, denominator * scaleDown);
}
