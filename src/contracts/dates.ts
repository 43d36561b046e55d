import { z } from 'zod';
import { validation } from './messages';

/**
 * The days the platform takes as input. The server turns a day into instants in the caller's timezone
 * and adds a day to an upper bound, so a day near the end of year 9999 would leave the range of dates the
 * database and `Date` hold: every day field is bounded here, once.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists on the calendar: 2025-02-30 is refused. */
function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A calendar day, YYYY-MM-DD, from FIRST_DAY to LAST_DAY; a day that does not exist is refused. */
export const calendarDay = () =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? validation.required : validation.notValid),
    })
    .refine(isRealDay, validation.notValid)
    // ISO days compare as text; a malformed one has already been refused above.
    .refine(
      (value) => !isRealDay(value) || (value >= FIRST_DAY && value <= LAST_DAY),
      validation.between(FIRST_DAY, LAST_DAY),
    );

/**
 * An instant as the API answers it (spec 3: "Dates carry date, timestamp, serverTimezone,
 * serverTimezoneOffset"): `date` is ISO 8601 in the server's timezone with its offset
 * (`2025-03-01T11:00:00.000+01:00`), `timestamp` Unix seconds, `serverTimezone` the server's IANA zone and
 * `serverTimezoneOffset` its offset at that instant (`+01:00`). Every response field that is a date of a
 * spec entity uses this one schema; the server builds it with server/lib/spec-date.ts, and the PWA shows it
 * in the user's timezone (src/lib/dates.ts).
 */
export const specDate = z
  .object({
    date: z.string(),
    timestamp: z.number().int(),
    serverTimezone: z.string(),
    serverTimezoneOffset: z.string(),
  })
  .describe('An instant: ISO 8601 in the server timezone, Unix seconds, the server timezone and its offset');
export type SpecDate = z.infer<typeof specDate>;
