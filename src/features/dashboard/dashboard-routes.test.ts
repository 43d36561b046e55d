import { describe, expect, it } from 'vitest';
import { dashboardBalance, dashboardFees } from '@/src/contracts/balances';
import { companyDeclineRate, dailyAverage, spendsByCards, todaySpend } from '@/src/contracts/card-analytics';
import { routeOf } from '@/src/contracts/endpoint';
import { mySpendLimits } from '@/src/contracts/person-limits';
import * as routes from './dashboard-routes';

describe("the dashboard's schema-free routes", () => {
  it('match their contracts', () => {
    expect(routes.dashboardBalanceRoute).toEqual(routeOf(dashboardBalance));
    expect(routes.dashboardFeesRoute).toEqual(routeOf(dashboardFees));
    expect(routes.mySpendLimitsRoute).toEqual(routeOf(mySpendLimits));
    expect(routes.todaySpendRoute).toEqual(routeOf(todaySpend));
    expect(routes.spendsByCardsRoute).toEqual(routeOf(spendsByCards));
    expect(routes.dailyAverageRoute).toEqual(routeOf(dailyAverage));
    expect(routes.declineRateRoute).toEqual(routeOf(companyDeclineRate));
  });
});
