import type { SpecDate } from '@/src/contracts/dates';

/**
 * The one serializer of a date a response carries (spec 3; src/contracts/dates.ts `specDate`): the
 * instant in the server's timezone, its Unix seconds, the zone's name and its offset at that instant.
 */
const serverTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');

/** `+01:00` for 60 minutes east of UTC. */
function offsetText(minutes: number) {
  return `${minutes < 0 ? '-' : '+'}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

export function specDate(at: Date): SpecDate {
  const offset = -at.getTimezoneOffset();
  const local = new Date(at.getTime() + offset * 60_000);
  const date =
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `.${pad(local.getUTCMilliseconds(), 3)}${offsetText(offset)}`;
  return {
    date,
    timestamp: Math.floor(at.getTime() / 1000),
    serverTimezone,
    serverTimezoneOffset: offsetText(offset),
  };
}

/** A date that may be absent (a company never topped up): null stays null. */
export function specDateOrNull(at: Date | null | undefined): SpecDate | null {
  return at ? specDate(at) : null;
}
