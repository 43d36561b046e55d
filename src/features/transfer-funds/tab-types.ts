import type { PaymentType } from '@/src/contracts/payments';
import type { TransferFundsTab } from './transfer-funds-search';

/** Kept out of the URL reader, which loads with the first screen. */
export const TAB_LABEL: Record<TransferFundsTab, string> = {
  transit: 'Transit',
  'top-up-withdrawal': 'Top-up & withdrawal',
  bin: 'BIN payment lists',
  finance: 'Finance',
};

/** The payment types each list holds, for its type filter (the server's lists hold these and no others). */
export const TAB_TYPES: Record<Exclude<TransferFundsTab, 'finance'>, readonly PaymentType[]> = {
  transit: ['transfer_between_transit', 'transfer_bin_to_transit'],
  'top-up-withdrawal': ['top_up', 'withdrawal'],
  bin: ['transfer_transit_to_bin'],
};
