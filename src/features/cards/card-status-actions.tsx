import { useId, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { offline } from '@/src/contracts/messages';
import { can, type RoleId } from '@/src/contracts/access';
import type { CardDetail } from '@/src/contracts/cards';
import styles from './cards.module.css';
import { useCardStatusAction, type CardStatusAction } from './mutations';

interface ActionCopy {
  label: string;
  title: string;
  says: string;
  danger: boolean;
}

const COPY: Record<CardStatusAction, ActionCopy> = {
  freeze: {
    label: 'Freeze',
    title: 'Freeze this card?',
    says: 'Every payment on the card is declined until it is unfrozen. Pending payments already approved still settle.',
    danger: true,
  },
  unfreeze: {
    label: 'Unfreeze',
    title: 'Unfreeze this card?',
    says: 'The card can pay again within its limits.',
    danger: false,
  },
  close: {
    label: 'Close card',
    title: 'Close this card for good?',
    says:
      'A closed card declines every payment and can never be reopened: to pay again, issue a new card. Pending ' +
      'payments already approved still settle.',
    danger: true,
  },
};

/**
 * The status actions the role and the card allow (both the access table and the server's `actions`), each confirmed
 * first.
 */
export function CardStatusActions({ card, role }: { card: CardDetail; role: RoleId }) {
  const action = useCardStatusAction(card.id);
  const [asking, setAsking] = useState<CardStatusAction | null>(null);
  const offered: CardStatusAction[] = [];
  if (card.actions.freeze && can(role, 'card.freeze')) offered.push('freeze');
  if (card.actions.unfreeze && can(role, 'card.freeze')) offered.push('unfreeze');
  if (card.actions.close && can(role, 'card.close')) offered.push('close');
  const copy = asking ? COPY[asking] : null;
  const reasonId = useId();

  return (
    <>
      {card.unfreezeRefusal && can(role, 'card.freeze') ? (
        <p className={styles.refusal} role="note">
          {card.unfreezeRefusal}
        </p>
      ) : null}
      {offered.length > 0 ? <OfflineReason id={reasonId} reason={offline.cardActions} /> : null}
      {offered.map((kind) => (
        <OnlineOnlyButton
          key={kind}
          appearance={COPY[kind].danger ? 'danger' : 'secondary'}
          reasonId={reasonId}
          onClick={() => setAsking(kind)}
        >
          {COPY[kind].label}
        </OnlineOnlyButton>
      ))}
      {asking && copy ? (
        <Modal
          open
          onClose={() => setAsking(null)}
          title={copy.title}
          subtitle={`${card.name} · ${card.maskedNumber}`}
          closeByButtonOnly={action.isPending}
          footer={
            <>
              <Button appearance="secondary" onClick={() => setAsking(null)} disabled={action.isPending}>
                Cancel
              </Button>
              <OnlineOnlyButton
                appearance={copy.danger ? 'danger' : 'primary'}
                offlineReason={offline.cardActions}
                loading={action.isPending}
                onClick={() => action.mutate(asking, { onSuccess: () => setAsking(null) })}
              >
                {copy.label}
              </OnlineOnlyButton>
            </>
          }
        >
          <p>{copy.says}</p>
        </Modal>
      ) : null}
    </>
  );
}
