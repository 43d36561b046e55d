import { queryOptions } from '@tanstack/react-query';
import { call } from '@/src/lib/api-client';
import { accountListRoute, MONEY_QUERY_KEY } from '@/src/lib/company-balance';
import { dashboardBalanceRoute, dashboardFeesRoute } from './dashboard-routes';

/** Spec 7: the dashboard's money calls. Their 403 is silent (spec 8); the page reloads the user instead. */
export const dashboardQueries = {
  balance: () =>
    queryOptions({
      queryKey: [...MONEY_QUERY_KEY, 'dashboard', 'balance'] as const,
      queryFn: ({ signal }) => call(dashboardBalanceRoute, {}, { signal, suppressToast: [403] }),
      retry: false,
    }),
  fees: () =>
    queryOptions({
      queryKey: [...MONEY_QUERY_KEY, 'dashboard', 'fees'] as const,
      // No period: the server's default, this month to today in the user's timezone.
      queryFn: ({ signal }) => call(dashboardFeesRoute, { query: {} }, { signal, suppressToast: [403] }),
      retry: false,
    }),
  accounts: () =>
    queryOptions({
      queryKey: [...MONEY_QUERY_KEY, 'dashboard', 'accounts'] as const,
      queryFn: ({ signal }) => call(accountListRoute, {}, { signal, suppressToast: [403] }),
      retry: false,
    }),
};
