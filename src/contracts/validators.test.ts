import { validation } from './messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  between,
  compareDecimal,
  decimal,
  email,
  hexColor,
  integer,
  isAlmostWhite,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  referralCode,
  registrationEmail,
  required,
  requiredIf,
  sameAs,
  telegramHandle,
  ticked,
  url,
} from './validators';

/** The first message a schema gives for a value, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('generic validators (spec 5)', () => {
  it('required: trimmed empty fails', () => {
    expect(messageOf(required(), '   ')).toBe('Value is required');
    expect(messageOf(required(), undefined)).toBe('Value is required');
    expect(messageOf(required(), ' x ')).toBeNull();
  });

  it('email', () => {
    expect(messageOf(email(), 'someone@example')).toBe('Value is not a valid email address');
    expect(messageOf(email(), ' someone@example.com ')).toBeNull();
    expect(messageOf(email().optional(), undefined)).toBeNull();
  });

  it('lengths', () => {
    expect(messageOf(maxLength(3), 'abcd')).toBe('The maximum length allowed is 3');
    expect(messageOf(maxLength(3), 'abc')).toBeNull();
    expect(messageOf(minLength(8), 'abc')).toBe('This field should be at least 8 characters long');
  });

  it('numbers', () => {
    expect(messageOf(numeric(), '12a')).toBe('Value must be numeric');
    expect(messageOf(numeric(), '-12.5')).toBeNull();
    expect(messageOf(numeric(), 7)).toBeNull();
    expect(messageOf(integer(), '1.5')).toBe('Value is not an integer');
    expect(messageOf(integer(), '-15')).toBeNull();
    expect(messageOf(decimal(), 'abc')).toBe('Value must be decimal');
    expect(messageOf(decimal(), '1.234')).toBe('Use at most 2 decimal places');
    expect(messageOf(decimal(), '1.23')).toBeNull();
    expect(messageOf(decimal(4), '1.2345')).toBeNull();
  });

  it('bounds compare exactly', () => {
    expect(messageOf(minValue(10), '9.99')).toBe('The minimum value allowed is 10');
    expect(messageOf(minValue('0.01'), '0.01')).toBeNull();
    expect(messageOf(maxValue(100), '100.001')).toBe('The maximum value allowed is 100');
    expect(messageOf(between(1, 5), '6')).toBe('The value must be between 1 and 5');
    expect(messageOf(between(1, 5), '5.00')).toBeNull();
    expect(messageOf(minValue(1), 'x')).toBe('Value must be numeric');
    // 0.1 + 0.2 style traps: beyond double precision the comparison still holds.
    expect(compareDecimal('9007199254740993.01', '9007199254740993')).toBe(1);
    expect(compareDecimal('-0.5', '0.1')).toBe(-1);
    expect(compareDecimal('1.50', '1.5')).toBe(0);
  });

  it('url', () => {
    expect(messageOf(url(), 'not a url')).toBe('The value is not a valid URL address');
    expect(messageOf(url(), 'javascript:alert(1)')).toBe('The value is not a valid URL address');
    expect(messageOf(url(), 'https://example.com/path?q=1')).toBeNull();
  });

  it('sameAs puts the message on the confirming field', () => {
    const schema = z
      .object({ password: required(), passwordConfirm: required() })
      .refine(...sameAs('passwordConfirm', 'password', 'Password'));
    const result = schema.safeParse({ password: 'a', passwordConfirm: 'b' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['passwordConfirm'], message: 'The value must be equal to the Password value' }),
    ]);
    expect(schema.safeParse({ password: 'a', passwordConfirm: 'a' }).success).toBe(true);
    const missing = schema.safeParse({ password: 'a' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['Value is required']);
  });

  it('conditional required', () => {
    const schema = z
      .object({ method: required(), hash: required().optional() })
      .refine(...requiredIf('hash', (value) => value.method === 'crypto'));
    expect(schema.safeParse({ method: 'crypto' }).error?.issues[0]).toMatchObject({
      path: ['hash'],
      message: 'The value is required',
    });
    expect(schema.safeParse({ method: 'fiat' }).success).toBe(true);
  });

  it('required checkbox', () => {
    expect(messageOf(ticked(), undefined)).toBe('Value is required');
    expect(messageOf(ticked(), 'on')).toBeNull();
  });
});

describe('colours', () => {
  it('hex colour is # plus 3 or 6 hex digits', () => {
    expect(messageOf(hexColor(), '#fff')).toBeNull();
    expect(messageOf(hexColor(), '#1F4FD8')).toBeNull();
    expect(messageOf(hexColor(), '#ffff')).toBe('Value is not valid');
    expect(messageOf(hexColor(), 'fff')).toBe('Value is not valid');
  });

  it('almost white when every channel is above 240', () => {
    expect(isAlmostWhite('#ffffff')).toBe(true);
    expect(isAlmostWhite('#fff')).toBe(true);
    expect(isAlmostWhite('#f1f2f3')).toBe(true);
    expect(isAlmostWhite('#f0ffff')).toBe(false); // 240 is not above 240
    expect(isAlmostWhite('#1f4fd8')).toBe(false);
    expect(isAlmostWhite('white')).toBe(false);
  });
});

describe('registration fields', () => {
  it('registration e-mail', () => {
    const schema = registrationEmail();
    expect(messageOf(schema, '')).toBe('Value is required');
    expect(messageOf(schema, 'bad')).toBe('Value is not a valid email address');
    expect(messageOf(schema, `${'a'.repeat(250)}@x.com`)).toBe('The maximum length allowed is 255');
    expect(messageOf(schema, 'me@Outlook.com')).toBe('Please use another email (not @outlook.com or @icloud.com)');
    expect(messageOf(schema, 'me@icloud.com')).toBe('Please use another email (not @outlook.com or @icloud.com)');
    expect(messageOf(schema, 'me@company.com')).toBeNull();
  });

  it('telegram handle', () => {
    expect(messageOf(telegramHandle(), '')).toBe('Value is required');
    expect(messageOf(telegramHandle(), '@abcd')).toBe(validation.telegramHandle);
    expect(messageOf(telegramHandle(), 'abcde1')).toBe(validation.telegramHandle);
    expect(messageOf(telegramHandle(), `@${'a'.repeat(33)}`)).toBe(validation.telegramHandle);
    expect(messageOf(telegramHandle(), '@user_01')).toBeNull();
    expect(messageOf(telegramHandle(), `@${'a'.repeat(32)}`)).toBeNull();
  });

  it('referral code is exactly 16 characters', () => {
    expect(messageOf(referralCode(), 'a'.repeat(15))).toBe('This field should be at least 16 characters long');
    expect(messageOf(referralCode(), 'a'.repeat(17))).toBe('The maximum length allowed is 16');
    expect(messageOf(referralCode(), 'a'.repeat(16))).toBeNull();
  });
});
