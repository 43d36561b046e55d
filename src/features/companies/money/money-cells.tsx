import { Amount } from '../../../components/ui/amount';
import type { Currency } from '../../../contracts/money';
import { PAYMENT_STATUS } from '../../../contracts/payments';
import badgeStyles from './money.module.css';

/** An API amount beside its currency; the API's currency codes are the contract's balance currencies. */
export function Money({ value, currency, signed }: { value: string; currency: string; signed?: boolean }) {
  return <Amount value={value} currency={currency as Currency} signed={signed} />;
}

const STATUS_TONE: Record<number, string> = {
  [PAYMENT_STATUS.pending]: 'warning',
  [PAYMENT_STATUS.completed]: 'success',
  [PAYMENT_STATUS.declined]: 'danger',
  [PAYMENT_STATUS.cancelled]: 'neutral',
  [PAYMENT_STATUS.reversed]: 'danger',
};

/** A payment's status in words; the colour only repeats them. */
export function PaymentStatusPill({ status }: { status: { value: number; description: string } }) {
  return (
    <span className={badgeStyles.pill} data-tone={STATUS_TONE[status.value] ?? 'neutral'}>
      {status.description}
    </span>
  );
}
