import { isPeriodPreset, PERIOD_PRESETS, type PeriodPreset } from './periods';

/** Spec 3 "Local data": the period chosen on a page is remembered for the next visit. */
const periodKey = (page: string) => `period:${page}`;

export function readChosenPeriod(page: string, fallback: PeriodPreset = PERIOD_PRESETS.thisMonth): PeriodPreset {
  try {
    const stored = Number(localStorage.getItem(periodKey(page)) ?? Number.NaN);
    return isPeriodPreset(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function saveChosenPeriod(page: string, preset: PeriodPreset) {
  try {
    localStorage.setItem(periodKey(page), String(preset));
  } catch {
    // Without storage the choice lasts as long as the address that holds it.
  }
}
