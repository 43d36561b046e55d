import { z } from 'zod';
import { endpoint, messageResponse } from './endpoint';
import { requiredText, text } from './fields';
import { validation } from './messages';

export const emailField = requiredText()
  .max(255, validation.maxLength(255))
  .pipe(z.email({ error: validation.email }))
  .transform((v) => v.toLowerCase());

/** Strong password (spec section 5): at least 8, upper, lower, digit and a special symbol. */
export const strongPassword = text()
  .min(1, validation.required)
  .min(8, validation.minLength(8))
  .max(128, validation.maxLength(128))
  .refine((v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v), {
    error: validation.strongPassword,
  });

/** Token set (spec section 3); expiresAt in seconds since the epoch. */
export const tokenSet = z.object({
  tokenType: z.literal('Bearer'),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number().int(),
});
export type TokenSet = z.infer<typeof tokenSet>;

export const loginForm = z.object({
  email: emailField,
  password: text().min(1, validation.required).max(128, validation.maxLength(128)),
  code: text()
    .trim()
    .regex(/^\d{6}$/, validation.notValid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type LoginForm = z.input<typeof loginForm>;

export const login = endpoint({
  method: 'post',
  path: '/auth/login',
  access: 'public',
  rateLimited: true,
  summary: 'Sign in with e-mail, password and, for two-factor users, the e-mailed code',
  body: loginForm,
  bodyType: 'form',
  response: tokenSet,
});

export const refresh = endpoint({
  method: 'post',
  path: '/auth/refresh',
  access: 'public',
  summary: 'Rotate the refresh token; a reused one revokes its whole session',
  body: z.object({ refreshToken: text().min(1, validation.required), accessToken: z.string().optional() }),
  response: tokenSet,
});

export const logout = endpoint({
  method: 'post',
  path: '/auth/logout',
  access: 'session.self',
  summary: 'End the current session',
  response: messageResponse,
});

export const generateAuthCode = endpoint({
  method: 'post',
  path: '/auth/generate-auth-code',
  trailingSlash: true,
  access: 'public',
  rateLimited: true,
  summary: 'E-mail a one-time sign-in code (answers the same whether or not the e-mail exists)',
  body: z.object({ email: emailField }),
  response: z.object({ expiresAt: z.number().int() }),
});

export const generateSecretCode = endpoint({
  method: 'post',
  path: '/auth/generate-secret-code',
  access: 'session.self',
  rateLimited: true,
  summary: 'E-mail a one-time code that confirms a sensitive action of the signed-in user',
  response: z.object({ expiresAt: z.number().int() }),
});

/**
 * The hash opens a fresh 30-day session, so a 15-minute access token alone must not mint it (issue 17, defect
 * 8): the caller proves the password again, and a two-factor user a code as at sign-in.
 */
export const authHashForm = z.object({
  password: loginForm.shape.password,
  code: loginForm.shape.code,
});
export const generateAuthHash = endpoint({
  method: 'post',
  path: '/auth/generate-auth-hash',
  access: 'session.self',
  rateLimited: true,
  summary:
    'Make a one-time sign-in hash for the signed-in user (e.g. to continue on another device); needs the password ' +
    'and, for two-factor users, a code from generate-secret-code',
  body: authHashForm,
  response: z.object({ hash: z.string(), expiresAt: z.number().int() }),
});

export const loginByHash = endpoint({
  method: 'post',
  path: '/auth/hash/{hash}',
  access: 'public',
  rateLimited: true,
  summary: 'Sign in once with a hash',
  params: z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, validation.notValid) }),
  response: tokenSet,
});

export const generateTelegramAuthLink = endpoint({
  method: 'get',
  path: '/auth/generate-tg-auth-link',
  access: 'telegram.link',
  rateLimited: true,
  summary: 'A deep link to the support bot with a start code valid for 300 seconds',
  response: z.object({ link: z.string(), expireTimestamp: z.number().int() }),
});

export const authEndpoints = {
  login,
  refresh,
  logout,
  generateAuthCode,
  generateSecretCode,
  generateAuthHash,
  loginByHash,
  generateTelegramAuthLink,
};
