import { z } from 'zod';
import { requiredText, text } from './fields';
import { validation } from './messages';
import { REFERRAL_CODE_LENGTH } from './referral-code';

/**
 * The generic validators of spec 5 as zod builders, with the catalogue's messages word for word.
 *
 * Each builder checks one rule on a string field; a missing value (undefined/null) always says 'Value is required'.
 * Conform submits empty inputs as undefined, so an optional field is `email().optional()`, and rules combine with
 * `.pipe()`: `required().pipe(maxLength(255))`. Numbers arrive as strings from forms and are compared as exact
 * decimals, never as floats, because the same schemas validate money on the server.
 */

export const required = requiredText;

export const email = () =>
  text()
    .trim()
    .pipe(z.email({ error: validation.email }));

export const maxLength = (max: number) => text().max(max, validation.maxLength(max));

export const minLength = (min: number) => text().min(min, validation.minLength(min));

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+(?:\.(\d+))?$/;

/** Accepts a typed string or a JSON number, and checks the trimmed text. */
const asNumberText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), schema);

const SIGNED = /^([+-]?)(\d*)(\.\d*)?$/;

/**
 * The one spelling of a number the rest of the code sees: no '+', no leading zeros, no '-' on zero
 * ("+1.00" → "1.00", "-0" → "0", "007" → "7"). Every parser after validation (the ledger's toMinor, BigInt,
 * the database) takes this form, so a sign the validator let through can never fail there as a 500.
 */
export function canonicalNumber(value: string): string {
  const match = SIGNED.exec(value);
  if (!match) return value;
  const whole = match[2]!.replace(/^0+(?=\d)/, '') || (match[3] ? '0' : '');
  const fraction = match[3] ?? '';
  const zero = /^[0.]*$/.test(whole + fraction);
  return `${match[1] === '-' && !zero ? '-' : ''}${whole}${fraction}`;
}

const canonical = <T extends z.ZodType<string>>(schema: T) => schema.transform(canonicalNumber);

export const numeric = () => asNumberText(canonical(text().trim().regex(NUMERIC, validation.numeric)));

export const integer = () => asNumberText(canonical(text().trim().regex(INTEGER, validation.integer)));

/** Spec 5: numbers take at most 2 decimal places unless a field says otherwise. */
export const decimal = (places = 2) =>
  asNumberText(
    canonical(
      text()
        .trim()
        .regex(DECIMAL, validation.decimal)
        .refine((value) => !DECIMAL.test(value) || (DECIMAL.exec(value)?.[1]?.length ?? 0) <= places, {
          error: validation.decimalPlaces(places),
        }),
    ),
  );

type Bound = number | string;

/** Compares two decimal strings exactly: scales both to the same number of fraction digits as BigInt. */
export function compareDecimal(a: Bound, b: Bound): -1 | 0 | 1 {
  const [left, right] = [String(a), String(b)].map((value) => {
    const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(value.trim());
    if (!match) throw new RangeError(`Not a decimal: ${value}`);
    return { negative: match[1] === '-', int: match[2] || '0', frac: match[3] ?? '' };
  }) as [{ negative: boolean; int: string; frac: string }, { negative: boolean; int: string; frac: string }];
  const scale = Math.max(left.frac.length, right.frac.length);
  const toBig = (d: typeof left) => BigInt(d.int + d.frac.padEnd(scale, '0')) * (d.negative ? -1n : 1n);
  const diff = toBig(left) - toBig(right);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

const isNumeric = (value: string) => NUMERIC.test(value);

export const minValue = (min: Bound) =>
  numeric().refine((value) => !isNumeric(value) || compareDecimal(value, min) >= 0, validation.minValue(min));

export const maxValue = (max: Bound) =>
  numeric().refine((value) => !isNumeric(value) || compareDecimal(value, max) <= 0, validation.maxValue(max));

export const between = (min: Bound, max: Bound) =>
  numeric().refine(
    (value) => !isNumeric(value) || (compareDecimal(value, min) >= 0 && compareDecimal(value, max) <= 0),
    validation.between(min, max),
  );

/** Web addresses people can open: http or https with a real host name. */
export const url = () =>
  text()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: validation.url }));

type Fields = Record<string, unknown>;

/** The two arguments of an object schema's `.refine(check, params)`, so a rule spreads into it. */
type ObjectRefinement<T> = [
  check: (value: T) => boolean,
  params: { path: string[]; error: string; when?: (payload: { value: unknown }) => boolean },
];

/**
 * For `z.object(…).refine(...sameAs('passwordConfirm', 'password', 'Password'))`: the message lands on `field`,
 * where the person has to fix it. It compares only once both values are present, so a missing field says
 * 'Value is required' rather than a mismatch.
 */
export function sameAs<T extends Fields>(
  field: keyof T & string,
  other: keyof T & string,
  otherLabel: string = other,
): ObjectRefinement<T> {
  return [
    (value: T) => value[field] === value[other],
    {
      path: [field],
      error: validation.sameAs(otherLabel),
      when: (payload: { value: unknown }) => {
        const value = payload.value as Fields | undefined;
        return typeof value?.[field] === 'string' && typeof value?.[other] === 'string';
      },
    },
  ];
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Conditional required: `z.object(…).refine(...requiredIf('hash', (v) => v.method === 'crypto'))`.
 * Declare the field itself `.optional()`; this puts 'The value is required' on it when the condition holds.
 */
export function requiredIf<T extends Fields>(
  field: keyof T & string,
  condition: (value: T) => boolean,
): ObjectRefinement<T> {
  return [
    (value: T) => !condition(value) || !isBlank(value[field]),
    { path: [field], error: validation.conditionalRequired },
  ];
}

/** A required checkbox (spec 5 agreement): Conform sends 'on' when ticked and nothing when not. */
export const ticked = () =>
  z.preprocess(
    (value) => value === true || value === 'on' || value === 'true',
    z.literal(true, { error: validation.required }),
  );

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const hexColor = () => text().trim().regex(HEX_COLOR, validation.notValid);

/** Spec 5: almost white when all three channels are above 240 — such a brand colour vanishes on white. */
export function isAlmostWhite(hex: string): boolean {
  if (!HEX_COLOR.test(hex.trim())) return false;
  let digits = hex.trim().slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const channels = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16));
  return channels.every((channel) => channel > 240);
}

export const EMAIL_MAX_LENGTH = 255;
const REFUSED_EMAIL_DOMAINS = ['outlook.com', 'icloud.com'];

/** Spec 5 registration e-mail: these providers bounce the platform's mail, so sign-up refuses them. */
export const registrationEmail = () =>
  required()
    .max(EMAIL_MAX_LENGTH, validation.maxLength(EMAIL_MAX_LENGTH))
    .pipe(z.email({ error: validation.email }))
    .refine(
      (value) => !REFUSED_EMAIL_DOMAINS.includes(value.slice(value.lastIndexOf('@') + 1).toLowerCase()),
      validation.registrationEmailDomain,
    );

/** Spec 5/9: '@' and 5 to 32 letters, digits or underscores. */
export const TELEGRAM_HANDLE = /^@[A-Za-z0-9_]{5,32}$/;

export const telegramHandle = () => required().regex(TELEGRAM_HANDLE, validation.telegramHandle);

export { REFERRAL_CODE_LENGTH };

/** Exactly 16 characters: too short and too long each say which limit was crossed. */
export const referralCode = () =>
  required()
    .min(REFERRAL_CODE_LENGTH, validation.minLength(REFERRAL_CODE_LENGTH))
    .max(REFERRAL_CODE_LENGTH, validation.maxLength(REFERRAL_CODE_LENGTH));

/** A percentage such as a fee: a decimal with at most 2 places from 0 to 100. */
export const percent = () =>
  decimal(2).refine(
    (value) => !isNumeric(value) || (compareDecimal(value, 0) >= 0 && compareDecimal(value, 100) <= 0),
    validation.between(0, 100),
  );
