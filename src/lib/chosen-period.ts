import { isPeriodPreset, PERIOD_PRESETS, type PeriodPreset } from './periods';

/** Spec 3 "Local data": the period chosen on a page is remembered for the next visit. */
const periodKey = (page: string) => `period:${page}`;

export function readChosenPeriod(page: string, fallback?: PeriodPreset): PeriodPreset;
export function readChosenPeriod<P extends number>(
  page: string,
  fallback: P,
  isValid: (value: unknown) => value is P,
): P;
export function readChosenPeriod(
  page: string,
  fallback: number = PERIOD_PRESETS.thisMonth,
  isValid: (value: unknown) => boolean = isPeriodPreset,
): number {
  try {
    const stored = Number(localStorage.getItem(periodKey(page)) ?? Number.NaN);
    return isValid(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function saveChosenPeriod(page: string, preset: number) {
  try {
    localStorage.setItem(periodKey(page), String(preset));
  } catch {
    // Without storage the choice lasts as long as the address that holds it.
  }
}
