import { z } from 'zod';
import { validation } from './messages';
import { BALANCE_CURRENCIES } from './money';
import { compareDecimal, decimal } from './validators';

/** Payments as PRODUCT.md "Accounts and money" names them: types, statuses, who started them. */

export const PAYMENT_TYPES = [
  'top_up',
  'withdrawal',
  'transfer_transit_to_bin',
  'transfer_bin_to_transit',
  'transfer_between_transit',
  'card_issue_fee',
  'card_monthly_fee',
  'service_fee',
  'conversion_fee',
  'card_authorization',
  'card_settlement',
  'card_refund',
  'card_reversal',
  'decline_fee',
  'compensation',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUS = { pending: 1, completed: 2, declined: 3, cancelled: 4, reversed: 5 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, { key: string; description: string }> = {
  1: { key: 'pending', description: 'Pending' },
  2: { key: 'completed', description: 'Completed' },
  3: { key: 'declined', description: 'Declined' },
  4: { key: 'cancelled', description: 'Cancelled' },
  5: { key: 'reversed', description: 'Reversed' },
};

export const INITIATOR_KINDS = ['user', 'staff', 'system', 'rule'] as const;
export type InitiatorKind = (typeof INITIATOR_KINDS)[number];

/** Pay-in sources (spec 8: source 2 is Swift, otherwise Sepa); crypto arrives on its own source. */
export const PAY_IN_SOURCE = { sepa: 1, swift: 2, crypto: 3 } as const;

// ---- Views and inputs shared by the money domains (balances, top-ups, transfers, payment lists) ----

/** The largest single movement the API takes (a typo guard, not a business limit): 1 000 000 000.00. */
export const MAX_MOVEMENT = '1000000000.00';

/**
 * An amount of money as a request sends it: a decimal string (or JSON number) with at most 2 places,
 * at least 0.01 and at most MAX_MOVEMENT. Checked exactly, never as a float.
 */
export const moneyAmount = () =>
  decimal(2)
    .refine((value) => !/^[+-]?\d+(\.\d+)?$/.test(value) || compareDecimal(value, '0.01') >= 0, validation.minValue('0.01'))
    .refine((value) => !/^[+-]?\d+(\.\d+)?$/.test(value) || compareDecimal(value, MAX_MOVEMENT) <= 0, validation.maxValue(MAX_MOVEMENT));

/** An id sent in a form or JSON body: digits or a number, positive. */
export const bodyId = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? validation.required : validation.integer) })
      .int(validation.integer)
      .positive(validation.minValue(1))
      .max(2_147_483_647, validation.maxValue(2_147_483_647)),
  );

export const balanceCurrency = z.enum(BALANCE_CURRENCIES, { error: validation.notValid });

export const PAYMENT_STATUS_KEYS = ['pending', 'completed', 'declined', 'cancelled', 'reversed'] as const;
export type PaymentStatusKey = (typeof PAYMENT_STATUS_KEYS)[number];

/** Spec 3 "Status" of a payment: key, value, description. */
export const paymentStatusView = z.object({ key: z.string(), value: z.number(), description: z.string() });

/** What people read for a payment type (spec 3 leaves the values out; these are the product's). */
export const PAYMENT_TYPE_LABEL: Record<PaymentType, string> = {
  top_up: 'Top-up',
  withdrawal: 'Withdrawal',
  transfer_transit_to_bin: 'Transfer to BIN account',
  transfer_bin_to_transit: 'Transfer to transit account',
  transfer_between_transit: 'Conversion',
  card_issue_fee: 'Card issue fee',
  card_monthly_fee: 'Card monthly fee',
  service_fee: 'Service fee',
  conversion_fee: 'Conversion fee',
  card_authorization: 'Card authorization',
  card_settlement: 'Card settlement',
  card_refund: 'Card refund',
  card_reversal: 'Card reversal',
  decline_fee: 'Decline fee',
  compensation: 'Compensation',
};

export const PAY_IN_SOURCE_LABEL: Record<number, string> = { 1: 'SEPA', 2: 'SWIFT', 3: 'Crypto' };

/**
 * Spec 3 "Payment": every payment view of the portal (lists, statements, company pages). Amounts are
 * decimal strings with the currency's places; `amount` is what the payment is about in `currencyCode`
 * (a conversion: what arrived; `originalAmount` what was given). Fees: `conversionFee`/`conversionFeeAmount`
 * for a conversion, `serviceFee`/`serviceFeeAmount` for a transfer to a BIN account.
 */
export const paymentView = z.object({
  id: z.number(),
  amount: z.string(),
  currencyCode: z.string(),
  description: z.string().nullable(),
  originalAmount: z.string().nullable(),
  originalCurrencyCode: z.string().nullable(),
  conversionFee: z.string().nullable(),
  conversionFeeAmount: z.string().nullable(),
  convertedAmount: z.string().nullable(),
  serviceFee: z.string().nullable(),
  serviceFeeAmount: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rate: z.string().nullable(),
  status: paymentStatusView,
  type: z.object({ value: z.string(), description: z.string() }),
  source: z.object({ value: z.number(), description: z.string() }).nullable(),
  info: z
    .object({ hash: z.string().nullable(), address: z.string().nullable(), blockchain: z.string().nullable(), requestedAmount: z.string().nullable() })
    .nullable(),
  from: z.object({ id: z.number(), name: z.string() }).nullable(),
  to: z.object({ id: z.number(), name: z.string() }).nullable(),
  company: z.object({ id: z.number(), name: z.string() }),
  /** Who started it: 'user' | 'staff' | 'system' | 'rule', and the person's name when there is one. */
  initiator: z.object({ kind: z.string(), name: z.string().nullable() }),
});
export type PaymentView = z.infer<typeof paymentView>;

/** A calendar day, YYYY-MM-DD, in the caller's timezone; a day that does not exist is refused. */
export const isoDate = z.string({ error: validation.notValid }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}, validation.notValid);

/** Filters of every payment list: days `from`..`to` in the caller's timezone, both included. */
export const periodQuery = { from: isoDate.optional(), to: isoDate.optional() };
