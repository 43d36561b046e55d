import type { LoginForm } from '@/src/contracts/auth';
import { validation } from '@/src/contracts/messages';

export type LoginField = 'email' | 'password' | 'code';
export type LoginErrors = Partial<Record<LoginField, string>>;

// Loose on purpose: the server's schema is the judge; this only catches what a person mistypes.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-in form's checks, with the same messages as the contract's `loginForm` (login-validation.test.ts
 * holds them to it). Written by hand so the first screen loads without the schema library: /login has a
 * bundle budget of 130 KB.
 */
export function validateLogin(form: LoginForm, withCode: boolean): LoginErrors {
  const errors: LoginErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = validation.required;
  else if (email.length > 255) errors.email = validation.maxLength(255);
  else if (!EMAIL_SHAPE.test(email)) errors.email = validation.email;
  if (form.password === '') errors.password = validation.required;
  else if (form.password.length > 128) errors.password = validation.maxLength(128);
  const code = form.code?.trim() ?? '';
  if (withCode && code !== '' && !/^\d{6}$/.test(code)) errors.code = validation.notValid;
  return errors;
}
