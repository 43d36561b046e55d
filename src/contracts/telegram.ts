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
  })
  .loose();
export const telegramWebhook = endpoint({
  method: 'post',
  path: '/telegram/webhook',
  access: 'public',
  summary:
    'Bot API updates; only with the X-Telegram-Bot-Api-Secret-Token set at setWebhook. `/start <code>` links the ' +
    "chat to the code's user",
  body: telegramUpdate,
  response: z.object({ ok: z.literal(true) }),
});

export const telegramEndpoints = { telegramWebhook };
