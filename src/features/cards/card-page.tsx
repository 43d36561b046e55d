import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { CardStatusPill } from '@/src/components/cards/card-status';
import { askableCard } from '@/src/components/requests/askable';
import { requestQueries } from '@/src/components/requests/request-queries';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { Button } from '@/src/components/ui/button';
import { RecordPageState } from '@/src/components/ui/record-page-state';
import { can } from '@/src/contracts/access';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import type { CardArea } from './card-area';
import { CardBackLink } from './card-back-link';
import { CardDetailsSection } from './card-details-section';
import { CardLimitsSection } from './card-limits-section';
import { CardPayments } from './card-payments';
import { CardStatusActions } from './card-status-actions';
import { cardQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './cards.module.css';

const CardHistoryDialog = lazy(() => import('./card-history-dialog').then((m) => ({ default: m.CardHistoryDialog })));
// Issue 24: the request form loads when first opened.
const AskLimitDialog = lazy(() =>
  import('@/src/components/requests/ask-limit-dialog').then((m) => ({ default: m.AskLimitDialog })),
);
const RevealSection = lazy(() => import('./reveal-section').then((m) => ({ default: m.RevealSection })));

/** A card the caller may not see (403) looks the same as one that does not exist. */
const CARD_PAGE = {
  what: 'card',
  missing: 'There is no such card, or it is not one you can see.',
  missingStatuses: [404, 403],
  bodyHeight: 160,
};

/**
 * One card (spec 2.2 wallet/card, bank/card, user/{id}/card; 2.3 clients/{id}/card): details, limits
 * (editable where the role and the card allow), status actions with a confirmation, the card's payments,
 * its history, and for the holder or the owner the card data after a fresh code.
 */
export function CardPage({ cardId, area }: { cardId: number; area: CardArea }) {
  const card = useQuery(cardQueries.detail(cardId));
  const role = roleOf(useQuery(currentUserQuery).data);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const mayRequest = role !== undefined && can(role, 'request.create');
  const askable = useQuery({ ...requestQueries.askable(), enabled: mayRequest });

  // A failed refetch over data already shown (a dropped connection) keeps the card on screen.
  const detail = card.data;
  const page = { ...CARD_PAGE, back: <CardBackLink area={area} /> };
  if (detail === undefined) return <RecordPageState error={card.error} page={page} />;
  if (role === undefined) return <RecordPageState error={null} page={page} />;
  const mayEditLimits = can(role, 'card.limits') && detail.actions.limits;
  // The server lists the cards a request can name: the caller's own, and a team lead's team's.
  const mayAsk = mayRequest && detail.status !== 'closed' && askableCard(askable.data, detail.id) !== undefined;
  return (
    <div className={blocks.stackWide}>
      <header className={blocks.header}>
        <div className={styles.title}>
          <h2>
            {detail.name} <CardStatusPill status={detail.status} />
          </h2>
          <p className={`${blocks.muted} ${styles.mono}`}>{detail.maskedNumber}</p>
        </div>
        <div className={blocks.actions}>
          <Button appearance="secondary" onClick={() => setHistoryOpen(true)}>
            Card history
          </Button>
          {mayAsk ? (
            <Button appearance="secondary" onClick={() => setAsking(true)}>
              Ask for a higher limit
            </Button>
          ) : null}
          <CardStatusActions card={detail} role={role} />
        </div>
      </header>
      {mayAsk ? (
        <RequestStatusLine
          kind="card_limit"
          matches={(request) => request.payload.kind === 'card_limit' && request.payload.cardId === detail.id}
        />
      ) : null}
      {detail.status === 'closed' ? (
        <p className={blocks.warning} role="status">
          This card is closed for good: it declines every payment and cannot be reopened.
        </p>
      ) : null}
      <CardDetailsSection card={detail} showCompany={area.kind === 'admin'} />
      {detail.actions.reveal && can(role, 'card.reveal') && detail.status !== 'closed' ? (
        <Suspense fallback={null}>
          <RevealSection card={detail} />
        </Suspense>
      ) : null}
      <CardLimitsSection card={detail} editable={mayEditLimits} />
      <CardPayments card={detail} />
      <CardBackLink area={area} />
      {asking ? (
        <Suspense fallback={null}>
          <AskLimitDialog card={detail} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
      {historyOpen ? (
        <Suspense fallback={null}>
          <CardHistoryDialog card={detail} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
