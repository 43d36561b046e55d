import { z } from 'zod';
import { validation } from './messages';

/** A string field whose missing value says 'Value is required' and whose wrong type says so plainly. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? validation.required : 'Value must be text') });

/** Required and not blank once trimmed (spec 5: trimmed empty fails). */
export const requiredText = () => text().trim().min(1, validation.required);
