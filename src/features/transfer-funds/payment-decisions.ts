import { can } from '@/src/contracts/access';
import { PAYMENT_STATUS, type PaymentView } from '@/src/contracts/payments';

/**
 * Whether this role may accept or decline this payment now (spec 6: top-ups and withdrawals are decided by
 * role 1 only, through topUp.decide / withdrawal.decide of access.ts): only pending ones, only those two types.
 */
export function canDecide(role: number, payment: Pick<PaymentView, 'type' | 'status'>): boolean {
  if (payment.status.value !== PAYMENT_STATUS.pending) return false;
  if (payment.type.value === 'top_up') return can(role, 'topUp.decide');
  if (payment.type.value === 'withdrawal') return can(role, 'withdrawal.decide');
  return false;
}

/** What accepting or declining does, said in the confirmation before anything moves. */
export function decisionEffect(type: string, decision: 'accept' | 'decline'): string {
  if (type === 'top_up')
    return decision === 'accept'
      ? 'The amount is credited to the account.'
      : 'Nothing is credited; the top-up is closed as declined.';
  return decision === 'accept'
    ? 'The held amount leaves the account.'
    : 'The held amount becomes available on the account again.';
}
