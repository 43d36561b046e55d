import { Modal } from '@/src/components/ui/modal';
import type { PaymentView } from '@/src/contracts/payments';
import { formatDate, isoOf } from '@/src/lib/dates';
import styles from './account-page.module.css';

const INITIATOR_LABEL: Record<string, string> = {
  user: 'Client user',
  staff: 'Staff',
  system: 'System',
  rule: 'Automatic rule',
};

/**
 * Spec 2.4 transaction-history modal: creation, id, userName, cardNumber. A money movement has no card
 * (cards arrive later), so the card number says so rather than inventing one.
 */
export function TransactionHistoryDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const userName = payment.initiator.name ?? INITIATOR_LABEL[payment.initiator.kind] ?? payment.initiator.kind;
  return (
    <Modal open onClose={onClose} title="Transaction history" subtitle={payment.type.description} footer={null}>
      <dl className={styles.history}>
        <div>
          <dt>Creation</dt>
          <dd>
            <time dateTime={isoOf(payment.createdAt)}>{formatDate(payment.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>ID</dt>
          <dd>{payment.id}</dd>
        </div>
        <div>
          <dt>User name</dt>
          <dd>{userName}</dd>
        </div>
        <div>
          <dt>Card number</dt>
          {/* The payment view does not carry its card yet: naming it (name and last four) is issue 19, item 5. */}
          <dd>
            {payment.type.value.startsWith('card_') || payment.type.value === 'decline_fee'
              ? '—'
              : 'No card: a movement between accounts'}
          </dd>
        </div>
        {payment.decidedAt ? (
          <div>
            <dt>Decided</dt>
            <dd>
              <time dateTime={isoOf(payment.decidedAt)}>{formatDate(payment.decidedAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Status</dt>
          <dd>{payment.status.description}</dd>
        </div>
      </dl>
    </Modal>
  );
}
