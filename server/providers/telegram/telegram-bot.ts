/**
 * The support bot as the portal uses it: sends text to a chat. Notifications and codes reach Telegram
 * through this interface; which implementation runs depends on whether TELEGRAM_BOT_TOKEN is set.
 */
export interface TelegramBot {
  readonly kind: 'bot-api' | 'sandbox';
  sendMessage(chatId: string, text: string): Promise<void>;
  /** A message with inline keyboard buttons (one row); answers the message's id, to edit it later. */
  sendWithButtons(chatId: string, text: string, buttons: InlineButton[]): Promise<number>;
  /** Replaces a message's text and removes its keyboard. */
  editMessageText(chatId: string, messageId: number, text: string): Promise<void>;
  /** Ends the button's loading state, showing `text` as a short notice. */
  answerCallbackQuery(callbackQueryId: string, text: string): Promise<void>;
}

/** An inline keyboard button; `callbackData` is at most 64 bytes and comes back in the callback_query. */
export interface InlineButton {
  text: string;
  callbackData: string;
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
