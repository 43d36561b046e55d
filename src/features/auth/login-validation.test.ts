import { describe, expect, it } from 'vitest';
import { loginForm } from '@/src/contracts/auth';
import { validateLogin, type LoginField } from './login-validation';

const cases = [
  { email: '', password: '', code: '' },
  { email: '   ', password: 'x', code: '' },
  { email: 'not-an-email', password: 'x' },
  { email: 'owner@demo.test', password: '' },
  { email: `${'a'.repeat(250)}@demo.test`, password: 'x' },
  { email: 'owner@demo.test', password: 'Demo-pass-1!', code: '12ab' },
  { email: 'owner@demo.test', password: 'Demo-pass-1!', code: '123456' },
  { email: ' Owner@Demo.test ', password: 'p' },
];

describe('sign-in form checks', () => {
  it('say what the contract says, field by field', () => {
    for (const form of cases) {
      const parsed = loginForm.safeParse(form);
      const expected: Partial<Record<LoginField, string>> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) expected[issue.path[0] as LoginField] ??= issue.message;
      }
      expect(validateLogin(form, true), JSON.stringify(form)).toEqual(expected);
    }
  });
});
