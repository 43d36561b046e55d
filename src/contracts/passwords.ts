import { z } from 'zod';
import { emailField, strongPassword, tokenSet } from './auth';
import { endpoint, messageResponse } from './endpoint';
import { text } from './fields';
import { validation } from './messages';
import { sameAs } from './validators';

/**
 * One-time links and passwords: the first password of a new owner (/confirm-user/{token}), a forgotten
 * password (/password-reset, /password-reset/{token}) and a change from the settings page.
 *
 * A link that is unknown, used (or replaced by a newer one) or expired answers 410 Gone with a message
 * saying which, so the page can explain it and offer the next step instead of a form that cannot work.
 */

/** The token in an e-mailed link: 32 random bytes, base64url. */
export const linkToken = text().regex(/^[A-Za-z0-9_-]{20,128}$/, validation.notValid);

/** A new password typed twice (spec 5 strong password; the second must equal the first). */
export const newPasswordForm = z
  .object({ password: strongPassword, passwordConfirmation: text().min(1, validation.required) })
  .refine(...sameAs<{ password: string; passwordConfirmation: string }>('passwordConfirmation', 'password'));
export type NewPasswordForm = z.input<typeof newPasswordForm>;

export const ONE_TIME_LINK_PURPOSES = ['confirm-user', 'password-reset'] as const;
export type OneTimeLinkPurpose = (typeof ONE_TIME_LINK_PURPOSES)[number];

export const confirmUser = endpoint({
  method: 'post',
  path: '/auth/confirm-user',
  access: 'public',
  summary: 'Set the first password with the link e-mailed on approval, and sign in',
  body: z
    .object({ token: linkToken, password: strongPassword, passwordConfirmation: text().min(1, validation.required) })
    .refine(...sameAs<{ password: string; passwordConfirmation: string }>('passwordConfirmation', 'password')),
  response: tokenSet,
});

export const requestPasswordReset = endpoint({
  method: 'post',
  path: '/auth/password-reset',
  access: 'public',
  rateLimited: true,
  summary: 'E-mail a link to set a new password; answers the same whether or not the e-mail has an account',
  body: z.object({ email: emailField }),
  response: messageResponse,
});

export const resetPassword = endpoint({
  method: 'post',
  path: '/auth/password-reset/{token}',
  access: 'public',
  summary: 'Set a new password with an e-mailed reset link; ends every session of the user',
  params: z.object({ token: linkToken }),
  body: newPasswordForm,
  response: messageResponse,
});

export const checkOneTimeLink = endpoint({
  method: 'get',
  path: '/auth/one-time-link/{token}',
  access: 'public',
  summary: 'Whether an e-mailed link still works, before its form is shown (410 when it does not)',
  params: z.object({ token: linkToken }),
  query: z.object({ purpose: z.enum(ONE_TIME_LINK_PURPOSES, { error: validation.notValid }) }),
  response: z.object({ email: z.string(), expiresAt: z.number().int() }),
});

export const changePassword = endpoint({
  method: 'post',
  path: '/user/change-password',
  access: 'session.self',
  rateLimited: true,
  summary: "Change the signed-in user's password; ends their other sessions",
  body: z
    .object({
      currentPassword: text().min(1, validation.required).max(128, validation.maxLength(128)),
      password: strongPassword,
      passwordConfirmation: text().min(1, validation.required),
    })
    .refine(...sameAs<{ password: string; passwordConfirmation: string }>('passwordConfirmation', 'password')),
  response: messageResponse,
});

export const passwordEndpoints = { confirmUser, requestPasswordReset, resetPassword, checkOneTimeLink, changePassword };
