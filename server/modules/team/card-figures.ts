import type { Context } from 'hono';
import type { AppEnv } from '@/server/http/context';
import { dayStart, todayIn } from '@/server/lib/period';

/**
 * The start of this month in the caller's timezone (UTC for Auto): "spend this month" on the team list
 * and the current user's cardsSpent count from here, as today's spend counts from the caller's midnight.
 */
export function thisMonthStart(c: Context<AppEnv>): Date {
  const offset = c.var.timezoneOffset ?? 0;
  const today = todayIn(c.var.deps.now(), offset);
  return dayStart(`${today.slice(0, 8)}01`, offset);
}
