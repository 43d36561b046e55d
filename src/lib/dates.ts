import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { SpecDate } from '@/src/contracts/dates';
import { displayOffsetMinutes } from './timezone';

dayjs.extend(utc);

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** Spec 9: slides print their date as DD.MM.YYYY. */
export const SLIDE_DATE_FORMAT = 'DD.MM.YYYY';
export const ISO_DATE = 'YYYY-MM-DD';

// dayjs reads a bare YYYY-MM-DD as local midnight, so it prints back the same day in any zone.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** What the API answers as a date (spec 3's shape), or an instant as the PWA holds one. */
export type DateInput = SpecDate | string | number | Date;

/** The instant of any date input: a spec date's Unix seconds, or the value itself. */
export function instantOf(value: DateInput): string | number | Date {
  return typeof value === 'object' && !(value instanceof Date) ? value.timestamp * 1000 : value;
}

/** A spec date as milliseconds since the epoch (for sorting and comparing); null for none. */
export function timeOf(value: DateInput | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = new Date(instantOf(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The machine-readable instant of a date (a `<time dateTime>`): ISO 8601 in UTC; undefined for none. */
export function isoOf(value: DateInput | null | undefined): string | undefined {
  const ms = timeOf(value);
  return ms === null ? undefined : new Date(ms).toISOString();
}

/**
 * An instant as the user should see it: in the timezone chosen in their profile, or the browser's own
 * zone when they chose Auto (spec 9: Auto means no conversion).
 */
export function inDisplayZone(value: DateInput): Dayjs {
  const instant = instantOf(value);
  const offset = displayOffsetMinutes();
  if (offset === null) return dayjs(instant);
  return dayjs.utc(instant).utcOffset(offset);
}

/**
 * Formats an instant (the API's spec date, or ISO `2025-03-01T10:00:00Z`) in the user's timezone. A bare calendar date
 * (`2025-03-01`) is a day, not an instant: it is shown as written, never shifted into the previous day.
 * Returns '' for missing or unreadable input, so a table cell stays blank instead of printing 'Invalid Date'.
 */
export function formatDate(value: DateInput | null | undefined, pattern = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = typeof value === 'string' && DATE_ONLY.test(value) ? dayjs(value) : inDisplayZone(value);
  return shown.isValid() ? shown.format(pattern) : '';
}

export function formatSlideDate(value: DateInput): string {
  return formatDate(value, SLIDE_DATE_FORMAT);
}

/** Today's calendar date (YYYY-MM-DD) in the user's timezone: what "today" means for period filters. */
export function todayIsoDate(now: Date = new Date()): string {
  return inDisplayZone(now).format(ISO_DATE);
}
