import { eq } from 'drizzle-orm';
import { REQUEST_STATUS_LABEL, requestPath } from '@/src/contracts/request-kinds';
import { getRequestWithPeople, rememberTelegramMessage, telegramMessagesOf } from '@/server/db/queries/requests';
import { requests } from '@/server/db/schema/index';
import type { JobHandler } from '@/server/jobs/worker';
import type { Deps } from '@/server/lib/deps';
import { appLink } from '@/server/lib/links';
import { nameOf } from './request-view';
import {
  deliverPush,
  deliverTelegram,
  telegramText,
  type MessagePayload,
} from '@/server/modules/notifications/deliveries';
import { TelegramError } from '@/server/providers/telegram/telegram-bot';
import { mintActionToken, telegramCallbackData } from './action-tokens';
import { REQUEST_JOB, requestHeadline } from './request-notify';

async function isPending(deps: Deps, requestId: number) {
  const [row] = await deps.db.select({ status: requests.status }).from(requests).where(eq(requests.id, requestId));
  return row?.status === 'pending';
}

/** The decider's push with Approve / Decline and a fresh action token for this browser; nothing once decided. */
const sendRequestPush: JobHandler = (
  deps,
  payload: { notificationId: number; subscriptionId: number; requestId: number },
) =>
  deliverPush(deps, payload, async (notification) => {
    if (!(await isPending(deps, payload.requestId))) return null;
    const actionToken = await mintActionToken(deps, payload.requestId, notification.userId);
    return {
      url: requestPath(payload.requestId),
      tag: `request-${payload.requestId}`,
      request: {
        id: payload.requestId,
        actionToken,
        actions: [
          { action: 'approve', title: 'Approve' },
          { action: 'decline', title: 'Decline' },
        ],
      },
    };
  });

/** The decider's Telegram message with its inline keyboard, remembered so the decision can edit it. */
const sendRequestTelegram: JobHandler = (deps, payload: MessagePayload & { requestId: number }) =>
  deliverTelegram(deps, payload.userId, async (chatId) => {
    if (!(await isPending(deps, payload.requestId))) return;
    const messageId = await deps.telegram.sendWithButtons(chatId, telegramText(deps, payload), [
      { text: 'Approve', callbackData: telegramCallbackData(deps, payload.requestId, 'approve') },
      { text: 'Decline', callbackData: telegramCallbackData(deps, payload.requestId, 'decline') },
    ]);
    await rememberTelegramMessage(deps.db, { requestId: payload.requestId, userId: payload.userId, chatId, messageId });
  });

/** What a decided request's Telegram messages say instead of their buttons. */
export function outcomeText(deps: Deps, row: NonNullable<Awaited<ReturnType<typeof getRequestWithPeople>>>) {
  const status = REQUEST_STATUS_LABEL[row.request.status as keyof typeof REQUEST_STATUS_LABEL];
  const by = row.decider ? ` by ${nameOf(row.decider)}` : '';
  const via = row.request.channel ? ` (${row.request.channel})` : '';
  return [
    `${nameOf(row.requester)} asked: ${requestHeadline(row.request)}`,
    `${status}${by}${via}`,
    appLink(deps.config, requestPath(row.request.id)),
  ].join('\n\n');
}

/** Every decider's message of the request edited to show the outcome and who decided. */
const editRequestMessages: JobHandler = async (deps, payload: { requestId: number }) => {
  const row = await getRequestWithPeople(deps.db, payload.requestId);
  if (!row) return;
  const text = outcomeText(deps, row);
  for (const message of await telegramMessagesOf(deps.db, payload.requestId)) {
    try {
      await deps.telegram.editMessageText(message.chatId, message.messageId, text);
    } catch (error) {
      // 400: already edited (the callback that decided did it) or deleted by the user; nothing to retry.
      if (!(error instanceof TelegramError && (error.code === 400 || error.code === 403))) throw error;
    }
  }
};

export const requestJobHandlers: Record<string, JobHandler> = {
  [REQUEST_JOB.push]: sendRequestPush,
  [REQUEST_JOB.telegram]: sendRequestTelegram,
  [REQUEST_JOB.telegramOutcome]: editRequestMessages,
};
