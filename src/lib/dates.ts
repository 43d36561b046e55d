import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { displayOffsetMinutes } from './timezone';

dayjs.extend(utc);

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** Spec 9: slides print their date as DD.MM.YYYY. */
export const SLIDE_DATE_FORMAT = 'DD.MM.YYYY';
export const ISO_DATE = 'YYYY-MM-DD';

// dayjs reads a bare YYYY-MM-DD as local midnight, so it prints back the same day in any zone.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant as the user should see it: in the timezone chosen in their profile, or the browser's own
 * zone when they chose Auto (spec 9: Auto means no conversion).
 */
export function inDisplayZone(value: string | number | Date): Dayjs {
  const offset = displayOffsetMinutes();
  if (offset === null) return dayjs(value);
  return dayjs.utc(value).utcOffset(offset);
}

/**
 * Formats an ISO instant (`2025-03-01T10:00:00Z`) in the user's timezone. A bare calendar date
 * (`2025-03-01`) is a day, not an instant: it is shown as written, never shifted into the previous day.
 * Returns '' for missing or unreadable input, so a table cell stays blank instead of printing 'Invalid Date'.
 */
export function formatDate(value: string | number | Date | null | undefined, pattern = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = typeof value === 'string' && DATE_ONLY.test(value) ? dayjs(value) : inDisplayZone(value);
  return shown.isValid() ? shown.format(pattern) : '';
}

export function formatSlideDate(value: string | Date): string {
  return formatDate(value, SLIDE_DATE_FORMAT);
}

/** Today's calendar date (YYYY-MM-DD) in the user's timezone: what "today" means for period filters. */
export function todayIsoDate(now: Date = new Date()): string {
  return inDisplayZone(now).format(ISO_DATE);
}
