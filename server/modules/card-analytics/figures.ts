import type { Context } from 'hono';
import { DECLINE_RATE_DEFAULT_DAYS, type DeclineFigures } from '@/src/contracts/card-analytics';
import { validation } from '@/src/contracts/messages';
import { NOTIFICATION_TYPE } from '@/src/contracts/notification-types';
import { isRateAbove } from '@/src/contracts/decline-rate-rule';
import type { DeclineCounts, Period } from '@/server/db/queries/card-analytics';
import type { AppEnv } from '@/server/http/context';
import { invalidField } from '@/server/http/errors';
import { divideHalfUp } from '@/server/ledger/rounding';
import { dayStart, defaultPeriod, todayIn } from '@/server/lib/period';

const DAY = 86_400_000;

/** The default decline-rate warning threshold in percent ("20"). */
export const DEFAULT_DECLINE_THRESHOLD = NOTIFICATION_TYPE.decline_rate_warning.threshold.default;

/** declined / total as a percent with 2 decimals, half-up ("12.50"); null without authorizations. */
export function declineRate({ declined, total }: DeclineCounts): string | null {
  if (total === 0) return null;
  const hundredths = divideHalfUp(BigInt(declined) * 10_000n, BigInt(total));
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

export function figuresOf(counts: DeclineCounts): DeclineFigures {
  return { declineRate: declineRate(counts), declinePaymentsCount: counts.declined, totalPaymentsCount: counts.total };
}

/** Strictly above the threshold: a rate equal to it does not yet warn. */
export const isAbove = isRateAbove;

/** Thresholds are stored as numeric(20,2) ("25.00"); shown without trailing zeros ("25", "12.5"). */
export const thresholdText = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export interface DayPeriod extends Period {
  days: { from: string; to: string };
  offset: number;
}

/**
 * Spend charts: the days asked for, else spec 9's default (start of this month to today); with only `to`,
 * from the start of that month.
 */
export function spendPeriod(c: Context<AppEnv>, from?: string, to?: string): DayPeriod {
  const period = defaultPeriod(c, from ?? (to ? `${to.slice(0, 8)}01` : undefined), to);
  const offset = c.var.timezoneOffset ?? 0;
  return checkPeriod({ days: period.days, from: period.from!, to: period.to!, offset });
}

/** The last `days` days ending today in a timezone (today included). */
export function lastDays(now: Date, offset: number, days: number): DayPeriod {
  const today = todayIn(now, offset);
  const from = todayIn(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY), 0);
  return { days: { from, to: today }, from: dayStart(from, offset), to: dayStart(today, offset, 1), offset };
}

/**
 * Decline figures: the days asked for, else the last 30 days; with only `to`, the 30 days ending then;
 * with only `from`, from then to today.
 */
export function declinePeriod(c: Context<AppEnv>, from?: string, to?: string): DayPeriod {
  const offset = c.var.timezoneOffset ?? 0;
  const window = lastDays(c.var.deps.now(), offset, DECLINE_RATE_DEFAULT_DAYS);
  const end = to ?? window.days.to;
  const days = {
    from: from ?? todayIn(new Date(Date.parse(`${end}T00:00:00Z`) - (DECLINE_RATE_DEFAULT_DAYS - 1) * DAY), 0),
    to: end,
  };
  return checkPeriod({ days, from: dayStart(days.from, offset), to: dayStart(days.to, offset, 1), offset });
}

/** Every calendar day from..to (YYYY-MM-DD), both included; an inverted period has none. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Every calendar month (YYYY-MM) the days from..to touch, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > end) break;
    out.push(key);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return out;
}

/** The longest period a chart covers (spec 9's "all" since 2022-08-01 fits well within it). */
export const MAX_PERIOD_DAYS = 3_660;

/** An inverted or endless period is the caller's mistake (422 naming the field), never a huge answer. */
export function checkPeriod(period: DayPeriod): DayPeriod {
  const length = (Date.parse(`${period.days.to}T00:00:00Z`) - Date.parse(`${period.days.from}T00:00:00Z`)) / DAY + 1;
  if (length < 1) throw invalidField('query.to', validation.notValid);
  if (length > MAX_PERIOD_DAYS) throw invalidField('query.from', validation.notValid);
  return period;
}
