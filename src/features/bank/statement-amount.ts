import type { PaymentView } from '@/src/contracts/payments';
import { subtractAmounts } from '@/src/lib/money';

/**
 * How one payment moved the account whose statement shows it: the signed amount in that account's
 * currency. A payment names `from` and `to`; the statement's account is one of them.
 *  - leaving the account: what was sent (a conversion's `originalAmount`, else `amount`), negative;
 *  - arriving: what was credited (a transfer to BIN arrives less its service fee; a conversion's
 *    `amount` is already what arrived), positive.
 * A payment touching neither side (not expected) shows its amount unsigned rather than a guess.
 */
export function statementAmount(payment: PaymentView, accountId: number): { value: string; currencyCode: string } {
  if (payment.from?.id === accountId && payment.to?.id !== accountId) {
    const sent = payment.originalAmount ?? payment.amount;
    const currencyCode = payment.originalCurrencyCode ?? payment.currencyCode;
    return { value: negate(sent), currencyCode };
  }
  if (payment.to?.id === accountId) {
    if (payment.type.value === 'transfer_transit_to_bin' && payment.serviceFeeAmount) {
      return {
        value: subtractAmounts(payment.amount, payment.serviceFeeAmount) ?? payment.amount,
        currencyCode: payment.currencyCode,
      };
    }
    return { value: payment.amount, currencyCode: payment.currencyCode };
  }
  return { value: payment.amount, currencyCode: payment.currencyCode };
}

/** A period's "out" total as a debit: negative, whatever sign the server wrote it with. */
export function asDebit(value: string): string {
  return negate(value.trim().replace(/^-/, ''));
}

/** '2025-03-01' → '01.03.2025': a calendar day as it is, with no timezone to shift it. */
export function dayLabel(isoDay: string): string {
  return isoDay.split('-').reverse().join('.');
}

function negate(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('-')) return trimmed.slice(1);
  return /[1-9]/.test(trimmed) ? `-${trimmed}` : trimmed;
}
