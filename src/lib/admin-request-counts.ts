import { queryOptions } from '@tanstack/react-query';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { newClientRequestCount } from '@/src/contracts/onboarding';
import { call } from './api-client';
import { askedAgainEachLoad } from './this-load';

/**
 * Schema-free, like the sign-in routes: the badges load with the app shell, which stays free of the schema
 * library (admin-request-counts.test.ts proves it equals the contract).
 */
export const newClientRequestCountRoute: RouteOf<typeof newClientRequestCount> = {
  method: 'get',
  path: '/new-client-request-count',
};

/** How often the admin sidebar's +count badges are refreshed while a page stays open. */
export const REQUEST_COUNT_POLL_MS = 30_000;

/**
 * The admin new-request counts behind the sidebar badges (spec 3: transferFunds, confirmationRegistration,
 * analytics). Pages that decide a request invalidate `adminRequestCountsQuery.queryKey` so the badge follows.
 */
export const adminRequestCountsQuery = queryOptions({
  queryKey: ['admin', 'new-client-request-count'] as const,
  queryFn: async ({ signal }) => {
    // Spec 8: load failures of these counts are only logged; the badge just keeps its last value.
    // The admin page the user is on (`/admin/analytics` → `analytics`): the server counts 0 for it there.
    const currentPage = typeof location === 'undefined' ? undefined : location.pathname.split('/')[2] || undefined;
    const answer = await call(
      newClientRequestCountRoute,
      { query: currentPage ? { currentPage } : {} },
      { signal, suppressToast: [401, 404, 429, 500, 502, 503] },
    );
    return answer.newNotificationCountList;
  },
  staleTime: 10_000,
  refetchInterval: REQUEST_COUNT_POLL_MS,
  refetchOnMount: askedAgainEachLoad,
});
