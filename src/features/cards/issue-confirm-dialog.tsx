import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '@/src/lib/analytics';
import { useNavigate } from '@tanstack/react-router';
import { CardMoney } from '@/src/components/cards/card-money';
import { subtractAmounts } from '@/src/lib/money';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { Modal } from '@/src/components/ui/modal';
import { CARD_LIMIT_KINDS, CARD_LIMIT_LABEL } from '@/src/contracts/card-kinds';
import { issueCards } from '@/src/contracts/cards';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { MONEY_QUERY_KEY } from '@/src/lib/company-balance';
import { currentUserQuery } from '@/src/lib/current-user';
import { useIdempotencyKey } from '@/src/lib/idempotency-key';
import { notify } from '@/src/lib/notify';
import type { IssueRequest } from './add-card-page';
import type { Holder } from './holder-picker';
import type { IssuePreviewFigures } from './issue-preview';
import { cardQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface IssueConfirmDialogProps {
  request: IssueRequest;
  holder: Holder;
  /** The figures last shown beside the form; replaced by the exact ones for this request as they arrive. */
  preview:
    | (IssuePreviewFigures & { binSets: { id: number; name: string; bin: string; account: { name: string } }[] })
    | undefined;
  onClose: () => void;
  /** A 422 naming fields: they go back to the form. */
  onFieldErrors: (errors: Record<string, string[]>) => void;
}

/**
 * UI.md: before anything is issued the person sees what will happen — how many cards, to whom, from which
 * BIN set and account, the fee and the balance after. One Idempotency-Key per confirmation: a retry after a
 * lost answer issues nothing twice.
 */
export function IssueConfirmDialog({
  request,
  holder,
  preview: shown,
  onClose,
  onFieldErrors,
}: IssueConfirmDialogProps) {
  const exact = useQuery(cardQueries.preview(request.binSetId, request.count));
  const preview = exact.data ?? shown;
  const keys = useIdempotencyKey();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const issue = useMutation({
    mutationFn: () => call(issueCards, { body: request }, { headers: keys.headersFor(request), suppressToast: [422] }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      trackEvent('card-issued');
      const [first] = answer.cards;
      if (answer.cards.length === 1 && first)
        void navigate({ to: '/wallet/card/$cardId', params: { cardId: first.id } });
      else void navigate({ to: '/wallet' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422 && error.errors && Object.keys(error.errors).length)
        onFieldErrors(error.errors);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cardQueries.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEY }),
      ]),
  });

  const set = preview?.binSets.find((candidate) => candidate.id === request.binSetId);
  const currency = preview?.currency ?? '';
  const cards = request.count === 1 ? 'one card' : `${request.count} identical cards`;
  const limits = CARD_LIMIT_KINDS.filter((kind) => request.limits?.[kind]);
  const refusal =
    issue.error instanceof ApiError &&
    !(issue.error.status === 422 && issue.error.errors && Object.keys(issue.error.errors).length)
      ? issue.error.message
      : null;

  return (
    <Modal
      open
      onClose={onClose}
      title={request.count === 1 ? 'Issue this card?' : `Issue ${request.count} cards?`}
      closeByButtonOnly={issue.isPending}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={issue.isPending}>
            Back
          </Button>
          <OnlineOnlyButton loading={issue.isPending} disabled={!preview} onClick={() => issue.mutate()}>
            {request.count === 1 ? 'Issue card' : `Issue ${request.count} cards`}
          </OnlineOnlyButton>
        </>
      }
    >
      <div className={blocks.stackWide} data-testid="issue-confirm">
        <p>
          <strong>{cards}</strong> named “{request.name}” for <strong>{holder.name || holder.email}</strong>
          {set ? (
            <>
              {' '}
              from {set.name} ({set.bin}), spending from {set.account.name}
            </>
          ) : null}
          .
        </p>
        {preview && currency ? (
          <dl className={blocks.summary}>
            <dt>Issuance fee</dt>
            <dd>
              <CardMoney value={preview.feePerCard} currency={currency} /> × {request.count}
            </dd>
            <dt>Charged now</dt>
            <dd>
              <strong>
                <CardMoney value={preview.totalFee} currency={currency} />
              </strong>
            </dd>
            <dt>Balance after</dt>
            <dd>
              <CardMoney
                value={subtractAmounts(preview.availableBalance, preview.totalFee) ?? '—'}
                currency={currency}
              />
            </dd>
          </dl>
        ) : null}
        <p className={blocks.muted}>
          {limits.length
            ? `Limits: ${limits
                .map((kind) => `${CARD_LIMIT_LABEL[kind].toLowerCase()} ${request.limits?.[kind]} ${currency}`)
                .join(', ')}.`
            : 'No limits: the card may spend what the account holds.'}{' '}
          The monthly maintenance fee of the BIN set is charged each month while the card is open.
        </p>
        {refusal ? (
          <p role="alert" className={blocks.error}>
            {refusal}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
