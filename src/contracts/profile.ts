import { z } from 'zod';
import { endpoint, messageResponse } from './endpoint';
import { requiredText, shortText, text } from './fields';
import { validation } from './messages';
import { TIMEZONES } from './timezones';

/** The signed-in client's own settings page (spec 2.2 settings, roles 2, 3, 4). */

const personName = shortText(100);

export const profileSettingsForm = z
  .object({
    firstName: personName.min(1, validation.required).optional(),
    lastName: personName.min(1, validation.required).optional(),
    /** One of the spec 9 list (`UTC±HH:MM`) or Auto. */
    timezone: z.enum(TIMEZONES as [string, ...string[]], { error: validation.notValid }).optional(),
    twoFA: z.boolean({ error: validation.notValid }).optional(),
    /**
     * The code from `auth/generate-secret-code`, needed only when twoFA changes: a stolen session alone
     * must not be able to switch off two-factor sign-in, and switching it on proves the mailbox works.
     */
    code: text()
      .trim()
      .regex(/^\d{6}$/, validation.notValid)
      .optional(),
  })
  .strict();
export const updateProfile = endpoint({
  method: 'patch',
  path: '/user/profile',
  access: 'profile.settings',
  rateLimited: true,
  summary: "Change the signed-in client's names, timezone and two-factor sign-in",
  body: profileSettingsForm,
  response: messageResponse,
});

export const fillProfile = endpoint({
  method: 'post',
  path: '/user/fill-profile',
  access: 'profile.fill',
  summary: 'A new owner completes their profile once (names, optional phone)',
  body: z.object({
    firstName: requiredText().max(100, validation.maxLength(100)),
    lastName: requiredText().max(100, validation.maxLength(100)),
    /** International format: + and 7 to 15 digits. */
    phone: z
      .preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        text()
          .trim()
          .regex(/^\+\d{7,15}$/, validation.notValid)
          .optional(),
      )
      .optional(),
  }),
  response: messageResponse,
});

export const telegramStatus = endpoint({
  method: 'get',
  path: '/user/telegram-status',
  access: 'telegram.link',
  summary: "Whether the signed-in client's Telegram chat is linked to the support bot",
  response: z.object({ linked: z.boolean(), username: z.string().nullable() }),
});

export const profileEndpoints = { updateProfile, fillProfile, telegramStatus };
