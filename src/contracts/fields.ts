import { z } from 'zod';
import { validation } from './messages';

/**
 * A string field whose missing value says 'Value is required' and whose wrong type says so plainly. A NUL
 * character is refused here (PostgreSQL text cannot hold it, so it would fail as a 500 at the insert).
 */
export const text = () =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? validation.required : 'Value must be text',
    })
    .refine((value) => !value.includes('\u0000'), validation.notValid);

/** Required and not blank once trimmed (spec 5: trimmed empty fails). */
export const requiredText = () => text().trim().min(1, validation.required);

/** Trimmed text of at most `max` characters, the message naming the limit. */
export const shortText = (max: number) => text().trim().max(max, validation.maxLength(max));

/** A positive integer id from a path or body (strings of digits are read as numbers). */
export const positiveId = z.coerce
  .number({ error: validation.integer })
  .int(validation.integer)
  .positive(validation.notValid);

/** A list the body must send: at least one item, at most `max`. */
export const requiredList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: validation.required }).min(1, validation.required).max(max, validation.maxLength(max));

/** An id a filter may name (a company, an account, a legal entity), or none. */
export const optionalId = z.coerce
  .number({ error: validation.integer })
  .int(validation.integer)
  .positive(validation.minValue(1))
  .optional();
