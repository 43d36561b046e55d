import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { requestQueries, useCancelRequest } from '@/src/components/requests/request-queries';
import { RequestStatusPill } from '@/src/components/requests/request-status';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { RecordPageState, type RecordPage } from '@/src/components/ui/record-page-state';
import { REQUEST_KIND_LABEL } from '@/src/contracts/request-kinds';
import { formatDate } from '@/src/lib/dates';
import { personLabel } from '@/src/lib/people';
import { AskedAmount } from './request-columns';
import { RequesterStats } from './requester-stats';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './requests.module.css';

const ApproveDialog = lazy(() => import('./approve-dialog').then((m) => ({ default: m.ApproveDialog })));
const DeclineDialog = lazy(() => import('./decline-dialog').then((m) => ({ default: m.DeclineDialog })));

const CHANNEL_LABEL = { portal: 'in the portal', push: 'from a push notification', telegram: 'in Telegram' } as const;

const backLink = (
  <Link to="/requests" className={blocks.link}>
    Back to Requests
  </Link>
);

const REQUEST_PAGE: RecordPage = {
  what: 'request',
  missing: 'There is no such request, or it is not one you can see.',
  missingStatuses: [403, 404],
  back: backLink,
};

/**
 * One request (issue 24): what was asked and why, its status live, the requester's recent spend and decline
 * rate for the decider, and Approve (with changes), Decline or, for the requester, Cancel.
 */
export function RequestPage({ requestId }: { requestId: number }) {
  const request = useQuery(requestQueries.detail(requestId));
  const [dialog, setDialog] = useState<'approve' | 'decline' | 'cancel' | null>(null);
  const cancel = useCancelRequest();

  const detail = request.data;
  if (detail === undefined) return <RecordPageState error={request.error} page={REQUEST_PAGE} />;
  const close = () => setDialog(null);
  return (
    <div className={blocks.stackWide}>
      <header className={blocks.header}>
        <div>
          <h2>
            {detail.title} <RequestStatusPill status={detail.status} />
          </h2>
          <p className={blocks.muted}>
            {REQUEST_KIND_LABEL[detail.kind]} · asked by {personLabel(detail.requester)} on{' '}
            {formatDate(detail.createdAt)}
          </p>
        </div>
        <div className={blocks.actions}>
          {detail.actions.approve ? (
            <OnlineOnlyButton onClick={() => setDialog('approve')}>Approve</OnlineOnlyButton>
          ) : null}
          {detail.actions.decline ? (
            <OnlineOnlyButton appearance="danger" onClick={() => setDialog('decline')}>
              Decline
            </OnlineOnlyButton>
          ) : null}
          {detail.actions.cancel ? (
            <OnlineOnlyButton appearance="secondary" onClick={() => setDialog('cancel')}>
              Cancel request
            </OnlineOnlyButton>
          ) : null}
        </div>
      </header>
      {detail.status === 'pending' && detail.decideRefusal ? (
        <p role="status" className={blocks.warning}>
          {detail.decideRefusal}
        </p>
      ) : null}
      <section className={blocks.card} aria-labelledby="request-facts-heading">
        <h3 id="request-facts-heading">The request</h3>
        <dl className={blocks.summary}>
          <dt>Reason</dt>
          <dd className={styles.reason}>{detail.reason}</dd>
          <dt>Amount</dt>
          <dd>
            <AskedAmount request={detail} />
          </dd>
          {detail.subject && detail.subject.id !== detail.requester.id ? (
            <>
              <dt>For</dt>
              <dd>{personLabel(detail.subject)}</dd>
            </>
          ) : null}
          <dt>{detail.status === 'pending' ? 'Expires' : 'Was to expire'}</dt>
          <dd>{formatDate(detail.expiresAt)}</dd>
          {detail.decidedAt ? (
            <>
              <dt>Decided</dt>
              <dd>
                {formatDate(detail.decidedAt)}
                {detail.decidedBy ? ` by ${personLabel(detail.decidedBy)}` : ''}
                {detail.channel ? ` ${CHANNEL_LABEL[detail.channel]}` : ''}
              </dd>
            </>
          ) : null}
          {detail.comment ? (
            <>
              <dt>Comment</dt>
              <dd className={styles.reason}>{detail.comment}</dd>
            </>
          ) : null}
        </dl>
        {detail.result?.cardIds.length ? (
          <p>
            Issued:{' '}
            {detail.result.cardIds.map((id) => (
              <Link key={id} to="/wallet/card/$cardId" params={{ cardId: id }} className={blocks.link}>
                card {id}
              </Link>
            ))}
          </p>
        ) : null}
      </section>
      <RequesterStats request={detail} />
      {backLink}
      <Suspense fallback={null}>
        {dialog === 'approve' ? <ApproveDialog request={detail} onClose={close} /> : null}
        {dialog === 'decline' ? <DeclineDialog request={detail} onClose={close} /> : null}
      </Suspense>
      {dialog === 'cancel' ? (
        <ConfirmDialog
          title="Cancel this request?"
          subtitle={detail.title}
          confirm="Cancel request"
          danger
          busy={cancel.isPending}
          onClose={close}
          onConfirm={() => cancel.mutate(detail.id, { onSuccess: close })}
        >
          <p>Nobody can approve it any more. To ask again later, send a new request.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
