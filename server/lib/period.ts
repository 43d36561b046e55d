/**
 * What the period helpers read from a request: the caller's timezone and the clock. A Hono context of the
 * app satisfies it, yet this file stays free of HTTP (lib sits below http/).
 */
interface CallerClock {
  var: { timezoneOffset: number | null; deps: { now(): Date } };
}

const DAY = 86_400_000;

/** The start of `day` (YYYY-MM-DD) in a timezone `offsetMinutes` east of UTC, plus `addDays`. */
export function dayStart(day: string, offsetMinutes: number, addDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + addDays * DAY - offsetMinutes * 60_000);
}

/** Today's date in the caller's timezone (UTC for Auto). */
export function todayIn(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Days `from`..`to` in the caller's timezone (the Timezone header), both included, as a half-open
 * period of instants; a missing end leaves that side open.
 */
export function periodOf(c: CallerClock, from: string | undefined, to: string | undefined) {
  const offset = c.var.timezoneOffset ?? 0;
  return { from: from ? dayStart(from, offset) : undefined, to: to ? dayStart(to, offset, 1) : undefined };
}

/** Spec 9: the default period is the start of this month to today. */
export function defaultPeriod(c: CallerClock, from: string | undefined, to: string | undefined) {
  const today = todayIn(c.var.deps.now(), c.var.timezoneOffset ?? 0);
  const days = { from: from ?? `${today.slice(0, 8)}01`, to: to ?? today };
  return { days, ...periodOf(c, days.from, days.to) };
}
