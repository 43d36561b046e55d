import { validation } from '@/src/contracts/messages';
import { MAX_MOVEMENT } from '@/src/contracts/payments';
import { parseAmountInput } from '@/src/lib/money';
import { toCents } from '@/src/lib/money';

/** What a person typed into an amount field: the amount the API takes, or why it cannot be sent. */
export type AmountCheck = { ok: true; value: string } | { ok: false; message: string };

const MIN_CENTS = 1n;
const MAX_CENTS = toCents(MAX_MOVEMENT) ?? 0n;

/**
 * The same rule as the contract's moneyAmount (2 decimals, 0.01 to MAX_MOVEMENT), checked before any
 * request so the live quote is only asked for amounts the server would take. Whether the account holds
 * enough is the server's answer (422 naming the available amount), not a guess made here.
 */
export function checkAmountInput(input: string): AmountCheck {
  const parsed = parseAmountInput(input);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return { ok: false, message: validation.required };
    if (parsed.reason === 'too-many-decimals') return { ok: false, message: validation.decimalPlaces(2) };
    return { ok: false, message: validation.decimal };
  }
  const cents = toCents(parsed.value);
  if (cents === null || cents < MIN_CENTS) return { ok: false, message: validation.minValue('0.01') };
  if (cents > MAX_CENTS) return { ok: false, message: validation.maxValue(MAX_MOVEMENT) };
  return { ok: true, value: parsed.value };
}
