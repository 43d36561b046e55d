/*
 * Exact arithmetic on the API's 2-decimal amounts, for the figures the transfer dialog foresees (the
 * balance after a transfer). Digits and BigInt only: a float never touches a customer's money.
 */

const AMOUNT = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/** '12.5' → 1250n; null for anything that is not a decimal with at most 2 places. */
export function toCents(value: string): bigint | null {
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const [, sign, int = '0', frac = ''] = match;
  const cents = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0') || '0');
  return sign === '-' ? -cents : cents;
}

/** 1250n → '12.50', -5n → '-0.05'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** a + b (either may be negative); null when either is not an amount. */
export function addAmounts(a: string, b: string): string | null {
  const left = toCents(a);
  const right = toCents(b);
  return left === null || right === null ? null : fromCents(left + right);
}

/** a − b; null when either is not an amount. */
export function subtractAmounts(a: string, b: string): string | null {
  const right = toCents(b);
  return right === null ? null : addAmounts(a, fromCents(-right));
}
