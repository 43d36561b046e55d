/*
 * Axis arithmetic for the plain-SVG charts. Amounts stay decimal strings wherever they are shown; only
 * geometry (pixels) is computed here, where a float is harmless.
 */

/** A round top for the axis at or above `max`: 1, 2, 2.5 or 5 times a power of ten (0 → 1). */
export function niceMax(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= max) ?? 10;
  return step * power;
}

/** `count` + 1 evenly spaced ticks from 0 to `top`. */
export function ticks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count);
}

/** A decimal string as a number for drawing; anything unreadable draws as 0. */
export function toPlot(value: string | null | undefined): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Which of `count` x labels to print so that at most `max` show (first and last always). */
export function labelEvery(count: number, max = 8): number {
  return Math.max(1, Math.ceil(count / max));
}

/** Room one x label needs at the axis size (11 px): a date such as "Nov 26" or a month with its year. */
export const LABEL_ROOM_PX = 56;

/** How many x labels fit across `plotWidth` pixels, capped at `max` (at least 2: the first and the last). */
export function labelsThatFit(plotWidth: number, max: number): number {
  return Math.max(2, Math.min(max, Math.floor(plotWidth / LABEL_ROOM_PX)));
}

/** Whether the i-th of `count` x labels is printed: every `every`-th, and the last, but never one crowding the last. */
export function showsLabel(i: number, count: number, every: number): boolean {
  if (i === count - 1) return true;
  return i % every === 0 && count - 1 - i >= Math.max(1, Math.ceil(every / 2));
}
