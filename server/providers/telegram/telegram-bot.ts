/**
 * The support bot as the portal uses it: sends text to a chat. Notifications and codes reach Telegram
 * through this interface; which implementation runs depends on whether TELEGRAM_BOT_TOKEN is set.
 */
export interface TelegramBot {
  readonly kind: 'bot-api' | 'sandbox';
  sendMessage(chatId: string, text: string): Promise<void>;
}

/** Telegram refused a call (`ok: false`); `code` is its error_code (400 chat not found, 403 blocked by the user, …). */
export class TelegramError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
  ) {
    super(`Telegram Bot API error ${code}: ${description}`);
  }
}
