/**
 * The rounding rule of the ledger (decision 011): every amount computed from a percentage or a rate is
 * rounded once, and always in the platform's favour — a fee the platform takes rounds up, an amount it
 * credits rounds down. Rounding to the nearest would let a transfer split small enough pay no fee at
 * all, and a conversion cycle gain a cent per leg. Percentages and rates are exact decimal strings;
 * nothing here touches a float.
 */

function positiveDivisor(d: bigint) {
  if (d <= 0n) throw new RangeError('The divisor must be positive');
}

/** n / d rounded towards +∞ (what the platform takes); d > 0. */
export function divideUp(n: bigint, d: bigint): bigint {
  positiveDivisor(d);
  const quotient = n / d;
  return n % d > 0n ? quotient + 1n : quotient;
}

/** n / d rounded towards −∞ (what the platform gives); d > 0. */
export function divideDown(n: bigint, d: bigint): bigint {
  positiveDivisor(d);
  const quotient = n / d;
  return n % d < 0n ? quotient - 1n : quotient;
}

/**
 * n / d rounded half-up (ties away from zero): for figures that are shown, such as averages and rates of
 * analytics, and never posted to an account.
 */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  positiveDivisor(d);
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

/** A fee of `percent` % on `amount` minor units, rounded up: feeOf(1001n, "2.5") = 26n (25.025). */
export function feeOf(amount: bigint, percent: string): bigint {
  const { numerator, denominator } = fractionOf(percent);
  return divideUp(amount * numerator, denominator * 100n);
}

/** A share of `percent` % of `amount` the platform pays out (compensation), rounded down: 25.975 → 25n. */
export function payoutShareOf(amount: bigint, percent: string): bigint {
  const { numerator, denominator } = fractionOf(percent);
  return divideDown(amount * numerator, denominator * 100n);
}

/**
 * `amount` in minor units of a currency with `fromDecimals`, times `rate`, into minor units of a
 * currency with `toDecimals`: what is credited, so rounded down once.
 */
export function convert(amount: bigint, rate: string, fromDecimals: number, toDecimals: number): bigint {
  const { n, d } = converted(amount, rate, fromDecimals, toDecimals);
  return divideDown(n, d);
}

/** `amount` × `rate` re-scaled between currencies' decimals, as an exact fraction n / d (d > 0). */
function converted(amount: bigint, rate: string, fromDecimals: number, toDecimals: number) {
  const { numerator, denominator } = fractionOf(rate);
  const scaleUp = 10n ** BigInt(Math.max(0, toDecimals - fromDecimals));
  const scaleDown = 10n ** BigInt(Math.max(0, fromDecimals - toDecimals));
  return { n: amount * numerator * scaleUp, d: denominator * scaleDown };
}

/** convert(), rounded up: what a client is debited in its own currency for a foreign amount. */
export function convertUp(amount: bigint, rate: string, fromDecimals: number, toDecimals: number): bigint {
  const { n, d } = converted(amount, rate, fromDecimals, toDecimals);
  return divideUp(n, d);
}
