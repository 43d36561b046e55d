import { describe, expect, it } from 'vitest';
import { companyBalance, dashboardAccounts } from '@/src/contracts/balances';
import { routeOf } from '@/src/contracts/endpoint';
import { accountListRoute, companyBalanceRoute } from './company-balance';

describe("the money pages' shared schema-free routes", () => {
  it('match their contracts', () => {
    expect(companyBalanceRoute).toEqual(routeOf(companyBalance));
    expect(accountListRoute).toEqual(routeOf(dashboardAccounts));
  });
});
