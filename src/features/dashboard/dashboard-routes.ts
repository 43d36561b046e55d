import type { dashboardBalance, dashboardFees } from '@/src/contracts/balances';
import type { companyDeclineRate, dailyAverage, spendsByCards, todaySpend } from '@/src/contracts/card-analytics';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { mySpendLimits } from '@/src/contracts/person-limits';

/*
 * The dashboard's calls as schema-free routes (decision 006): the client never parses these answers with the
 * contract (it reads, the server checks), so importing the contracts' values would only load zod and its
 * schema construction before the landing page's first paint. dashboard-routes.test.ts holds each to its contract.
 */
export const dashboardBalanceRoute: RouteOf<typeof dashboardBalance> = {
  method: 'get',
  path: '/page/dashboard/balance',
};
export const dashboardFeesRoute: RouteOf<typeof dashboardFees> = { method: 'get', path: '/page/dashboard/fees' };
export const mySpendLimitsRoute: RouteOf<typeof mySpendLimits> = {
  method: 'get',
  path: '/page/dashboard/spend-limits',
};
export const todaySpendRoute: RouteOf<typeof todaySpend> = { method: 'get', path: '/user/today-spend' };
export const spendsByCardsRoute: RouteOf<typeof spendsByCards> = { method: 'get', path: '/company/spends-by-cards' };
export const dailyAverageRoute: RouteOf<typeof dailyAverage> = { method: 'get', path: '/company/daily-average' };
export const declineRateRoute: RouteOf<typeof companyDeclineRate> = { method: 'get', path: '/company/decline-rate' };
