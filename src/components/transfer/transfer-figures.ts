import type { TransferQuote } from '@/src/contracts/transfers';
import { addAmounts, subtractAmounts } from '@/src/lib/money';

/** What a quoted transfer leaves on both accounts: the sender less the amount, the receiver plus what arrives. */
export function balancesAfter(quote: TransferQuote, from: { balance: string }, to: { balance: string }) {
  return {
    from: subtractAmounts(from.balance, quote.amount),
    to: addAmounts(to.balance, quote.transferAmount),
  };
}

/** The quote request as one string, so a pause in typing can be waited for on a plain value. */
export function quoteKey(
  fromAccountId: number | undefined,
  toAccountId: number | undefined,
  amount: string | null,
): string {
  return fromAccountId && toAccountId && amount ? `${fromAccountId}|${toAccountId}|${amount}` : '';
}

export function parseQuoteKey(key: string): { fromAccountId: number; toAccountId: number; amount: string } | null {
  const [from, to, amount] = key.split('|');
  if (!from || !to || !amount) return null;
  return { fromAccountId: Number(from), toAccountId: Number(to), amount };
}

/** Fields of the transfer body a 422 can name; anything else is shown above the form. */
export const TRANSFER_FIELDS = ['fromAccountId', 'toAccountId', 'amount'] as const;
export type TransferField = (typeof TRANSFER_FIELDS)[number];

/** The server's field messages (ErrorBody.errors) for the fields the dialog shows, plus the rest as one line. */
export function fieldErrorsOf(
  message: string,
  errors: Record<string, string[] | string> | undefined,
): { fields: Partial<Record<TransferField, string>>; general: string | null } {
  const fields: Partial<Record<TransferField, string>> = {};
  for (const field of TRANSFER_FIELDS) {
    const value = errors?.[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) fields[field] = first;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : message };
}
