import type { Logger } from 'pino';
import type { TelegramBot } from './telegram-bot';

export interface SandboxMessage {
  chatId: string;
  text: string;
  at: Date;
}

export interface SandboxBot extends TelegramBot {
  /** The latest messages, oldest first: what the demo would have sent. */
  readonly sent: readonly SandboxMessage[];
}

/**
 * The bot without TELEGRAM_BOT_TOKEN: nothing leaves the machine; the last `keep` messages are kept in
 * memory so a person trying the portal can see what would have been sent. The log says only that one
 * was, and to whom: the texts carry 3-D Secure, reveal and link codes.
 */
export function createSandboxBot(logger: Logger, keep = 50): SandboxBot {
  const sent: SandboxMessage[] = [];
  return {
    kind: 'sandbox',
    sent,
    async sendMessage(chatId, text) {
      sent.push({ chatId, text, at: new Date() });
      if (sent.length > keep) sent.splice(0, sent.length - keep);
      logger.info({ chatId, length: text.length }, 'telegram message (sandbox, not sent)');
    },
    async sendWithButtons(chatId, text, buttons) {
      sent.push({ chatId, text: `${text}\n[${buttons.map((b) => b.text).join('] [')}]`, at: new Date() });
      if (sent.length > keep) sent.splice(0, sent.length - keep);
      logger.info({ chatId, length: text.length }, 'telegram message with buttons (sandbox, not sent)');
      return sent.length;
    },
    async editMessageText(chatId, messageId, text) {
      logger.info({ chatId, messageId, length: text.length }, 'telegram message edit (sandbox, not sent)');
    },
    async answerCallbackQuery(callbackQueryId) {
      logger.info({ callbackQueryId }, 'telegram callback answer (sandbox, not sent)');
    },
  };
}
