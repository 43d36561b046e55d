import { PAYMENT_STATUS_TONE } from '@/src/lib/payment-status-tone';
import { StatusPill } from '@/src/components/ui/status-pill';
import { Amount } from '@/src/components/ui/amount';
import type { Currency } from '@/src/contracts/money';

/** An API amount beside its currency; the API's currency codes are the contract's balance currencies. */
export function Money({ value, currency, signed }: { value: string; currency: string; signed?: boolean }) {
  return <Amount value={value} currency={currency as Currency} signed={signed} />;
}

/** A payment's status in words; the colour only repeats them. */
export function PaymentStatusPill({ status }: { status: { value: number; description: string } }) {
  return <StatusPill tone={PAYMENT_STATUS_TONE[status.value] ?? 'neutral'}>{status.description}</StatusPill>;
}
