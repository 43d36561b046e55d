import type { Context } from 'hono';
import { DECLINE_RATE_DEFAULT_DAYS } from '@/src/contracts/card-analytics';
import { declineCountsOfCompanies } from '@/server/db/queries/card-analytics';
import type { AppEnv } from '@/server/http/context';
import { figuresOf, lastDays } from './figures';

/**
 * The companies list's declineRate, declinePaymentsCount and totalPaymentsCount: the last 30 days (today
 * in the caller's timezone and the 29 days before), the same window the decline-rate page opens with.
 * One grouped query for the page's companies.
 */
export async function companiesDeclineFigures(c: Context<AppEnv>, companyIds: number[]) {
  const period = lastDays(c.var.deps.now(), c.var.timezoneOffset ?? 0, DECLINE_RATE_DEFAULT_DAYS);
  const counts = await declineCountsOfCompanies(c.var.deps.db, companyIds, period);
  return new Map([...counts].map(([id, n]) => [id, figuresOf(n)]));
}
