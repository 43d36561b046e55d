import { queryOptions } from '@tanstack/react-query';
import { hasPermission, isClientRole } from '@/src/contracts/access';
import type { companyBalance, dashboardAccounts } from '@/src/contracts/balances';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { CurrentUser } from '@/src/contracts/users';
import { call } from './api-client';
import { roleOf } from './current-user';

/*
 * The company balance (spec 3 "Balances") shared by the header, the dashboard and the bank pages. Every
 * money query keys under MONEY_QUERY_KEY, so a transfer refreshes all of them with one invalidation.
 * Schema-free routes: the header must not bring the schema library into the shell, nor the dashboard and the
 * bank pages into their first paint (decision 006); company-balance.test.ts holds them to their contracts.
 */

export const MONEY_QUERY_KEY = ['money'] as const;

export const companyBalanceRoute: RouteOf<typeof companyBalance> = {
  method: 'get',
  path: '/company/available-balances',
};
/** The company's accounts with their service fees (spec 3 "Account (client side)"), on the dashboard and /bank. */
export const accountListRoute: RouteOf<typeof dashboardAccounts> = {
  method: 'get',
  path: '/page/dashboard/account-list',
};

/**
 * Spec 2.5 and 6: the company balance loads for users with see_balance who may see it (canSeeBalance;
 * the owner always may) and have a company. Mirrors server/modules/balances/balance-access.ts.
 */
export function mayLoadCompanyBalance(user: CurrentUser | null | undefined): boolean {
  const role = roleOf(user);
  if (!user || role === undefined || !isClientRole(role)) return false;
  return hasPermission(role, user.permissions, 'see_balance') && (role === 2 || user.canSeeBalance);
}

export const companyBalanceQuery = queryOptions({
  queryKey: [...MONEY_QUERY_KEY, 'company-balance'] as const,
  // Spec 8: a failed balance load is only logged; on a 403 the caller reloads the user, whose rights have changed.
  queryFn: ({ signal }) =>
    call(companyBalanceRoute, {}, { signal, logOnly: 'The company balance could not be loaded' }),
  retry: false,
});
