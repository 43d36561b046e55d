import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * A Bot API update (https://core.telegram.org/bots/api#update), only as far as the portal reads it.
 * Everything else Telegram sends is let through untouched (`loose`), so a new field never turns an
 * update away.
 */
export const telegramUpdate = z
  .object({
    update_id: z.number().int().nonnegative(),
    message: z
      .object({
        message_id: z.number().int().optional(),
        text: z.string().optional(),
        chat: z.object({ id: z.number().int(), type: z.string().optional() }).loose().optional(),
        from: z.object({ id: z.number().int(), username: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
    /** A tap on an inline keyboard button (issue 24: Approve / Decline of a request). */
    callback_query: z
      .object({
        id: z.string(),
        from: z.object({ id: z.number().int() }).loose(),
        data: z.string().optional(),
        message: z
          .object({ message_id: z.number().int(), chat: z.object({ id: z.number().int() }).loose() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export const telegramWebhook = endpoint({
  method: 'post',
  path: '/telegram/webhook',
  access: 'public',
  summary:
    'Bot API updates; only with the X-Telegram-Bot-Api-Secret-Token set at setWebhook. `/start <code>` links the ' +
    "chat to the code's user; a callback_query of a request's Approve / Decline decides as the chat's linked user",
  body: telegramUpdate,
  response: z.object({ ok: z.literal(true) }),
});

export const telegramEndpoints = { telegramWebhook };
