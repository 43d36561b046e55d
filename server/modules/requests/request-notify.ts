import { REQUEST_KIND_LABEL, REQUEST_STATUS_LABEL, requestPath, type RequestKind } from '@/src/contracts/request-kinds';
import type { Db } from '@/server/db/client';
import type { RequestRow } from '@/server/db/queries/requests';
import { enqueue } from '@/server/jobs/queue';
import { formatMinor } from '@/server/ledger/amounts';
import { notify } from '@/server/modules/notifications/notify';
import { escapeHtml } from '@/server/providers/mail/layout';

/** Job kinds of a request's own deliveries (registered in app-jobs.ts by request-deliveries.ts). */
export const REQUEST_JOB = {
  push: 'request.push',
  telegram: 'request.telegram',
  telegramOutcome: 'request.telegram-outcome',
} as const;

/** "Higher card limit: 500.00 USD", "New card": what a notification's title says of a request. */
export function requestHeadline(request: Pick<RequestRow, 'kind' | 'amount' | 'currency' | 'approvedAmount'>) {
  const label = REQUEST_KIND_LABEL[request.kind as RequestKind];
  const amount = request.approvedAmount ?? request.amount;
  return amount !== null && request.currency
    ? `${label}: ${formatMinor(amount, request.currency)} ${request.currency}`
    : label;
}

/** To the deciders, in the request's transaction: in-app and e-mail as usual, push with buttons, Telegram with a keyboard. */
export async function requestCreatedEvents(tx: Db, request: RequestRow, requesterName: string, deciderIds: number[]) {
  if (deciderIds.length === 0) return;
  await notify(tx, {
    type: 'request_created',
    userIds: deciderIds,
    title: `${requesterName} asks: ${requestHeadline(request)}`,
    description: `<p>${escapeHtml(request.reason)}</p>`,
    link: requestPath(request.id),
    dedupeKey: `request-created:${request.id}`,
    deliveredBy: { push: REQUEST_JOB.push, telegram: REQUEST_JOB.telegram, payload: { requestId: request.id } },
  });
}

/**
 * The outcome to the requester on every channel they enabled, and the deciders' Telegram messages edited to
 * show it, in the decision's transaction.
 */
export async function requestDecidedEvents(tx: Db, request: RequestRow) {
  const status = REQUEST_STATUS_LABEL[request.status as keyof typeof REQUEST_STATUS_LABEL];
  await notify(tx, {
    type: 'request_decided',
    userIds: [request.requesterId],
    title: `${status}: ${requestHeadline(request)}`,
    description: request.comment ? `<p>${escapeHtml(request.comment)}</p>` : '',
    link: requestPath(request.id),
    dedupeKey: `request-decided:${request.id}`,
  });
  await enqueue(tx, {
    kind: REQUEST_JOB.telegramOutcome,
    payload: { requestId: request.id },
    dedupeKey: `${REQUEST_JOB.telegramOutcome}:${request.id}`,
  });
}
