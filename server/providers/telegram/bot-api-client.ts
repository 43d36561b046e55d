import type { Logger } from 'pino';
import { TelegramError, type TelegramBot } from './telegram-bot';

export interface BotApiOptions {
  /** TELEGRAM_API_URL, https://api.telegram.org unless a local Bot API server or a test fake is used. */
  apiUrl: string;
  token: string;
  logger: Logger;
  /** How many times a 429 is waited out before giving up. */
  maxRetries?: number;
  /** Longest retry_after honoured; beyond it the call fails rather than holding a request open. */
  maxRetryAfterSeconds?: number;
  timeoutMs?: number;
}

interface BotApiAnswer {
  ok: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/** The real Bot API over HTTPS: POST {apiUrl}/bot{token}/{method} with a JSON body. */
export function createBotApiClient(options: BotApiOptions): TelegramBot {
  const { apiUrl, token, logger, maxRetries = 2, maxRetryAfterSeconds = 30, timeoutMs = 10_000 } = options;
  const base = `${apiUrl.replace(/\/+$/, '')}/bot${token}`;

  async function call(method: string, payload: Record<string, unknown>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await res.json().catch(() => ({ ok: false, description: `HTTP ${res.status}` }))) as BotApiAnswer;
      if (answer.ok) return answer.result;
      const code = answer.error_code ?? res.status;
      const retryAfter = answer.parameters?.retry_after;
      // Flood control: Telegram says how long to wait; wait it out a couple of times, then give up.
      if (code === 429 && retryAfter !== undefined && retryAfter <= maxRetryAfterSeconds && attempt < maxRetries) {
        logger.warn({ method, retryAfter }, 'telegram flood control: waiting');
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        continue;
      }
      throw new TelegramError(code, answer.description ?? 'Unknown error');
    }
  }

  return {
    kind: 'bot-api',
    async sendMessage(chatId, text) {
      await call('sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } });
    },
    async sendWithButtons(chatId, text, buttons) {
      const sent = (await call('sendMessage', {
        chat_id: chatId,
        text,
        link_preview_options: { is_disabled: true },
        reply_markup: { inline_keyboard: [buttons.map((b) => ({ text: b.text, callback_data: b.callbackData }))] },
      })) as { message_id: number };
      return sent.message_id;
    },
    async editMessageText(chatId, messageId, text) {
      await call('editMessageText', {
        chat_id: chatId,
        message_id: messageId,
        text,
        link_preview_options: { is_disabled: true },
        reply_markup: { inline_keyboard: [] },
      });
    },
    async answerCallbackQuery(callbackQueryId, text) {
      await call('answerCallbackQuery', { callback_query_id: callbackQueryId, text });
    },
  };
}
