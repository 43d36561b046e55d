import { CURRENCY_DECIMALS, type Currency } from '@/src/contracts/money';

/**
 * Decimal strings on the wire, integer minor units inside (decision 004). These two are the only
 * doors between them.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function decimalsOf(currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as Currency];
  if (decimals === undefined) throw new RangeError(`Unknown currency: ${currency}`);
  return decimals;
}

/** "12.3" USD → 1230n. More fraction digits than the currency has is an error, never a silent cut. */
export function toMinor(amount: string, currency: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const decimals = decimalsOf(currency);
  const fraction = match[3] ?? '';
  if (fraction.length > decimals) throw new RangeError(`${amount} has more than ${decimals} decimals`);
  const minor = BigInt(match[2]! + fraction.padEnd(decimals, '0'));
  return match[1] ? -minor : minor;
}

/** 1230n USD → "12.30": exactly the currency's precision. */
export function formatMinor(minor: bigint, currency: string): string {
  const decimals = decimalsOf(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}
