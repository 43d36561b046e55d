import dayjs from 'dayjs';
import { ISO_DATE, todayIsoDate } from './dates';

/** Spec 9 period presets, by the numbers the filters and URLs use. */
export const PERIOD_PRESETS = {
  all: 0,
  today: 1,
  yesterday: 2,
  last7Days: 3,
  thisMonth: 4,
  lastMonth: 5,
} as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[keyof typeof PERIOD_PRESETS];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  0: 'All time',
  1: 'Today',
  2: 'Yesterday',
  3: 'Last 7 days',
  4: 'This month',
  5: 'Last month',
};

/** The platform's first day of operation: "all" starts here rather than at the epoch. */
export const ALL_TIME_FROM = '2022-08-01';

/** Inclusive calendar dates, YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

/** `today` is injectable (YYYY-MM-DD) so tests and callers with their own clock get the same answer. */
export function presetPeriod(preset: PeriodPreset, today: string = todayIsoDate()): Period {
  const day = dayjs(today);
  const iso = (d: dayjs.Dayjs) => d.format(ISO_DATE);
  switch (preset) {
    case 0:
      return { from: ALL_TIME_FROM, to: iso(day) };
    case 1:
      return { from: iso(day), to: iso(day) };
    case 2: {
      const yesterday = day.subtract(1, 'day');
      return { from: iso(yesterday), to: iso(yesterday) };
    }
    case 3:
      // Seven calendar days including today.
      return { from: iso(day.subtract(6, 'day')), to: iso(day) };
    case 4:
      return { from: iso(day.startOf('month')), to: iso(day) };
    case 5: {
      const previous = day.subtract(1, 'month');
      return { from: iso(previous.startOf('month')), to: iso(previous.endOf('month')) };
    }
  }
}

/** Spec 9: the default period runs from the start of the month to today. */
export function defaultPeriod(today: string = todayIsoDate()): Period {
  return presetPeriod(PERIOD_PRESETS.thisMonth, today);
}

export function isPeriodPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

/**
 * Decline rates also offer the last 30 days (DECLINE_RATE_DEFAULT_DAYS, today included): the companies
 * list's window, so the decline-rate pages can show the same rate for the same period.
 */
export const LAST_30_DAYS = 30;
export type RatePeriodPreset = PeriodPreset | typeof LAST_30_DAYS;

export const RATE_PERIOD_LABELS: Record<RatePeriodPreset, string> = { ...PERIOD_PRESET_LABELS, 30: 'Last 30 days' };

export function ratePresetPeriod(preset: RatePeriodPreset, today: string = todayIsoDate()): Period {
  if (preset !== LAST_30_DAYS) return presetPeriod(preset, today);
  return { from: dayjs(today).subtract(29, 'day').format(ISO_DATE), to: today };
}

export function isRatePeriodPreset(value: unknown): value is RatePeriodPreset {
  return value === LAST_30_DAYS || isPeriodPreset(value);
}
