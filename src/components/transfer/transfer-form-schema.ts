import { z } from 'zod';
import { moneyAmount } from '@/src/contracts/payments';
import { transferBody } from '@/src/contracts/transfers';
import { parseAmountInput } from '@/src/lib/money';

/**
 * The contract's transfer body as the form checks it: the same fields and messages the server uses, the
 * amount first read the way people type it ('1 234,5' → '1234.5'), so the form never refuses what the
 * server would take once normalised.
 */
export const transferForm = transferBody.extend({
  amount: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const parsed = parseAmountInput(value);
    return parsed.ok ? parsed.value : value;
  }, moneyAmount()),
});
export type TransferValue = z.output<typeof transferForm>;

/** What the API answers a quote for: both accounts and a valid amount. */
export interface QuoteRequest {
  fromAccountId: number;
  toAccountId: number;
  amount: string;
}

/** The amount a quote may be asked for, or null while what was typed would be refused. */
export function quotableAmount(typed: string): string | null {
  const checked = transferForm.shape.amount.safeParse(typed);
  return checked.success ? checked.data : null;
}

/** A posting: the body plus its Idempotency-Key, one per confirmation, the same on a retry. */
export type TransferInput = TransferValue & { idempotencyKey: string };
