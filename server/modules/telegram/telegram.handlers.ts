import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import type { telegramEndpoints } from '@/src/contracts/telegram';
import { linkInvitationChat } from '@/server/db/queries/invitations';
import { consumeSecret } from '@/server/db/queries/one-time-secrets';
import { linkTelegramChat } from '@/server/db/queries/profile';
import { markUpdateSeen } from '@/server/db/queries/telegram-updates';
import type { AppEnv } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { safeEqual, sha256 } from '@/server/lib/secrets';
import { handleRequestCallback } from '@/server/modules/requests/telegram-callback';
import { notifyChat } from './notify';
import { botText } from './telegram.texts';

/** `/start`, `/start CODE` or `/start@bot_name CODE` (a deep link's start parameter arrives this way). */
const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;

/**
 * Telegram echoes the secret_token given to setWebhook in this header; anything without it is not from
 * Telegram. Both sides are hashed first so the comparison takes the same time whatever was sent.
 */
function fromTelegram(c: Context<AppEnv>): boolean {
  const expected = c.var.deps.config.TELEGRAM_WEBHOOK_SECRET;
  const given = c.req.header('x-telegram-bot-api-secret-token');
  return Boolean(expected && given) && safeEqual(sha256(given!), sha256(expected!));
}

/** What `/start CODE` does: links the chat to the code's user, or to a pending registration. */
async function startWith(c: Context<AppEnv>, code: string, chatId: string, username: string | null): Promise<string> {
  const { db, now } = c.var.deps;
  const hash = sha256(code);
  const userId = await consumeSecret(db, hash, 'telegram-start', now());
  if (userId !== null) {
    await linkTelegramChat(db, userId, chatId, username, now());
    return botText.accountLinked;
  }
  if (await linkInvitationChat(db, hash, chatId)) return botText.registrationLinked;
  return botText.linkInvalid;
}

export const telegramHandlers: Handlers<typeof telegramEndpoints> = {
  async telegramWebhook({ body, c }) {
    if (!fromTelegram(c)) throw new HttpError(401, apiMessage.webhookRefused);
    const { db, now } = c.var.deps;
    // Anything else answers 200: a non-2xx makes Telegram deliver the same update again and again.
    if (!(await markUpdateSeen(db, body.update_id, now()))) return { ok: true };
    if (body.callback_query) {
      await handleRequestCallback(c.var.deps, body.callback_query);
      return { ok: true };
    }
    const message = body.message;
    const start = START.exec(message?.text?.trim() ?? '');
    // Only private chats link: in a group, the chat is not the person.
    if (!start || !message?.chat || (message.chat.type !== undefined && message.chat.type !== 'private'))
      return { ok: true };

    const chatId = String(message.chat.id);
    const reply = start[1] ? await startWith(c, start[1], chatId, message.from?.username ?? null) : botText.welcome;
    await notifyChat(c.var.deps, chatId, reply);
    return { ok: true };
  },
};
