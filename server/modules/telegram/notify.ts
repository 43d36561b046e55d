import type { Deps } from '@/server/lib/deps';

/**
 * Sends a bot message that is a courtesy, not the point of the request: a blocked bot, a network
 * failure or flood control is logged and never fails the action that triggered it.
 */
export async function notifyChat(
  deps: Pick<Deps, 'telegram' | 'logger'>,
  chatId: string | null,
  text: string,
): Promise<boolean> {
  if (!chatId) return false;
  try {
    await deps.telegram.sendMessage(chatId, text);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, chatId }, 'telegram message not delivered');
    return false;
  }
}
