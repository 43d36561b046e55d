import { eq } from 'drizzle-orm';
import { apiMessage } from '@/src/contracts/api-messages';
import { getRequestWithPeople } from '@/server/db/queries/requests';
import { users } from '@/server/db/schema/index';
import { HttpError } from '@/server/http/errors';
import type { Deps } from '@/server/lib/deps';
import { readTelegramCallback } from './action-tokens';
import { decide } from './decide';
import { outcomeText } from './request-deliveries';

export interface RequestCallback {
  id: string;
  from: { id: number };
  data?: string;
  message?: { message_id: number; chat: { id: number } };
}

/**
 * A tap on a request's Approve / Decline in Telegram, after the webhook checked its secret: decides as the
 * user linked to the tapping account (a private chat's id is its user's), with that user's CURRENT rights;
 * edits the message to show the outcome and who decided, and answers the callback query. An unlinked
 * account, a forged button or a user who lost the right gets "not allowed" and nothing changes.
 */
export async function handleRequestCallback(deps: Deps, query: RequestCallback): Promise<void> {
  const answer = (text: string) =>
    deps.telegram.answerCallbackQuery(query.id, text).catch((err: unknown) => {
      deps.logger.warn({ err }, 'telegram callback answer failed');
    });
  const button = query.data ? readTelegramCallback(deps, query.data) : null;
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.telegramChatId, String(query.from.id)));
  if (!button || !user) return answer(apiMessage.requestNotAllowed);

  let reply: string;
  try {
    const decided = await decide(deps, {
      requestId: button.requestId,
      deciderId: user.id,
      action: button.action,
      channel: 'telegram',
    });
    reply = decided.status === 'approved' ? apiMessage.requestApproved : apiMessage.requestDeclined;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) {
      await answer(apiMessage.internal);
      throw error;
    }
    // 403 (not allowed, needs the owner), 404, 409 (already decided, expired), 422 (funds short): said as is.
    const field = Object.values(error.errors ?? {})[0]?.[0];
    if (error.status === 403 || error.status === 404) return answer(apiMessage.requestNotAllowed);
    reply = field ?? error.message;
    if (error.status !== 409) return answer(reply);
  }
  const row = await getRequestWithPeople(deps.db, button.requestId);
  if (row && query.message) {
    await deps.telegram
      .editMessageText(String(query.message.chat.id), query.message.message_id, outcomeText(deps, row))
      .catch((err: unknown) => deps.logger.warn({ err }, 'telegram message edit failed'));
  }
  await answer(reply);
}
