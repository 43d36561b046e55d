import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { Currency } from '@/src/contracts/money';
import { PAYMENT_TYPE_LABEL, type PaymentType, type PaymentView } from '@/src/contracts/payments';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { formatMoney } from '@/src/lib/money';
import { decisionEffect } from './payment-decisions';
import type { Decision } from './queries';
import styles from './transfer-funds-page.module.css';

interface DecisionDialogProps {
  payment: PaymentView;
  decision: Decision;
  busy: boolean;
  onClose: () => void;
  /** Gets the Idempotency-Key of this confirmation: a retry after a failure sends the same one. */
  onConfirm: (key: string) => void;
}

/** Says exactly what accepting or declining does: amount, company, account. */
export function DecisionDialog({ payment, decision, busy, onClose, onConfirm }: DecisionDialogProps) {
  // One key per confirmation: the dialog asks about one payment and one decision, so a retry reuses it.
  const idempotency = useIdempotencyKey();
  const kind = (PAYMENT_TYPE_LABEL[payment.type.value as PaymentType] ?? payment.type.description).toLowerCase();
  const account = payment.type.value === 'withdrawal' ? payment.from : payment.to;
  const verb = decision === 'accept' ? 'Accept' : 'Decline';
  return (
    <Modal
      open
      onClose={onClose}
      title={`${verb} ${kind} ${payment.id}?`}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <OnlineOnlyButton
            appearance={decision === 'accept' ? 'primary' : 'danger'}
            onClick={() => onConfirm(idempotency.keyFor({ paymentId: payment.id, decision }))}
            loading={busy}
          >
            {verb}
          </OnlineOnlyButton>
        </>
      }
    >
      <div className={styles.confirm}>
        <p>
          <strong>{formatMoney(payment.amount, payment.currencyCode as Currency)}</strong> for{' '}
          <strong>{payment.company.name}</strong>, account <strong>{account?.name ?? '—'}</strong>.
        </p>
        <p>{decisionEffect(payment.type.value, decision)}</p>
      </div>
    </Modal>
  );
}
