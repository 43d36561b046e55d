import type { PaymentType } from '@/src/contracts/payments';

/** Which payment types each admin transfer-funds list shows (its pages and its exports alike). */
export const PAYMENT_LIST_TYPES = {
  transit: ['transfer_between_transit', 'transfer_bin_to_transit'],
  topUpWithdrawal: ['top_up', 'withdrawal'],
  bin: ['transfer_transit_to_bin'],
} as const satisfies Record<string, readonly PaymentType[]>;
