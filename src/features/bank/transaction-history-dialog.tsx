import { DateTime } from '@/src/components/ui/cells';
import { initiatorLabel } from '@/src/lib/people';
import { Modal } from '@/src/components/ui/modal';
import type { PaymentView } from '@/src/contracts/payments';
import { Fact } from '@/src/components/ui/fact';
import styles from './account-page.module.css';

const isCardPayment = (type: string) => type.startsWith('card_') || type === 'decline_fee';

/**
 * What the card number line says: the card (name and last four) of a card payment. A card issue fee covers
 * the cards issued together (its description counts them), and a card payment written without its card (older
 * history) shows its description, which names the card's last four where it was known.
 */
export function cardLine(payment: Pick<PaymentView, 'card' | 'type' | 'description'>): string {
  if (payment.card) return `${payment.card.name} •••• ${payment.card.last4}`;
  if (isCardPayment(payment.type.value)) return payment.description ?? 'The card was not recorded with this payment';
  return 'No card: a movement between accounts';
}

/** Spec 2.4 transaction-history modal: creation, id, userName, cardNumber (the card's name and last four). */
export function TransactionHistoryDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const userName = initiatorLabel(payment.initiator);
  return (
    <Modal open onClose={onClose} title="Transaction history" subtitle={payment.type.description} footer={null}>
      <dl className={styles.history}>
        <Fact label="Creation">
          <DateTime value={payment.createdAt} />
        </Fact>
        <Fact label="ID">{payment.id}</Fact>
        <Fact label="User name">{userName}</Fact>
        <div>
          <dt>Card number</dt>
          <dd data-testid="history-card">{cardLine(payment)}</dd>
        </div>
        {payment.decidedAt ? (
          <Fact label="Decided">
            <DateTime value={payment.decidedAt} />
          </Fact>
        ) : null}
        <Fact label="Status">{payment.status.description}</Fact>
      </dl>
    </Modal>
  );
}
