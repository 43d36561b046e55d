/** Decimal strings with 2 places ↔ integer cents, so the fee preview never subtracts through a float. */
export function toCents(value: string): bigint {
  const negative = value.trim().startsWith('-');
  const [int = '0', frac = ''] = value.trim().replace(/^[+-]/, '').split('.');
  const cents = BigInt(int || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** What stays on the account after the fee: available − fee. */
export const balanceAfter = (available: string, fee: string) => fromCents(toCents(available) - toCents(fee));
