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
