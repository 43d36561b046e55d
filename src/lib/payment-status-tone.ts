import { PAYMENT_STATUS } from '@/src/contracts/payment-kinds';
import type { StatusTone } from '@/src/components/ui/status-pill';

/** How a payment's status is toned wherever payments are listed: pending amber, completed green, declined red. */
export const PAYMENT_STATUS_TONE: Record<number, StatusTone> = {
  [PAYMENT_STATUS.pending]: 'warning',
  [PAYMENT_STATUS.completed]: 'success',
  [PAYMENT_STATUS.declined]: 'danger',
  [PAYMENT_STATUS.cancelled]: 'neutral',
  [PAYMENT_STATUS.reversed]: 'danger',
};
