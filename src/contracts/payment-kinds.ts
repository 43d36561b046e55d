/**
 * Payments as PRODUCT.md "Accounts and money" names them: types, statuses, who started them, pay-in
 * sources and their labels. No schemas here, so pages can read a URL's filters without loading zod;
 * `payments.ts` re-exports all of it beside the schemas.
 */

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
  'card_fx_fee',
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

export const PAYMENT_STATUS_KEYS = ['pending', 'completed', 'declined', 'cancelled', 'reversed'] as const;
export type PaymentStatusKey = (typeof PAYMENT_STATUS_KEYS)[number];

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
  card_fx_fee: 'Card FX fee',
};

export const PAY_IN_SOURCE_LABEL: Record<number, string> = { 1: 'SEPA', 2: 'SWIFT', 3: 'Crypto' };
