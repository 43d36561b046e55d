import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import { PAYMENT_STATUS } from '@/src/contracts/payment-kinds';

/** How a payment's status is toned wherever payments are listed: pending amber, completed green, declined red. */
const PAYMENT_STATUS_TONE: Record<number, StatusTone> = {
  [PAYMENT_STATUS.pending]: 'warning',
  [PAYMENT_STATUS.completed]: 'success',
  [PAYMENT_STATUS.declined]: 'danger',
  [PAYMENT_STATUS.cancelled]: 'neutral',
  [PAYMENT_STATUS.reversed]: 'danger',
};

/** A payment's status in words; the colour only repeats them. */
export function PaymentStatusPill({ status }: { status: { value: number; description: string } }) {
  return <StatusPill tone={PAYMENT_STATUS_TONE[status.value] ?? 'neutral'}>{status.description}</StatusPill>;
}
