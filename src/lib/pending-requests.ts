import { queryOptions } from '@tanstack/react-query';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { pendingRequestCount } from '@/src/contracts/requests';
import { call } from './api-client';
import { askedAgainEachLoad } from './this-load';
import { sharedKeys } from './query-keys';

/** Schema-free, like the admin counts: the sidebar badge loads with the app shell (no zod on that path). */
export const pendingRequestCountRoute: RouteOf<typeof pendingRequestCount> = {
  method: 'get',
  path: '/request/pending-count',
};

/** A request's status is live: every open view of requests re-reads this often, and at once on a push. */
export const REQUEST_POLL_MS = 30_000;

/**
 * How many pending requests the caller may decide (issue 24): the Requests item's +count badge. It lives under
 * the requests key, so every decision and every push (lib/notifications/push-messages.ts) refreshes it.
 */
export const pendingRequestCountQuery = queryOptions({
  queryKey: [...sharedKeys.requests, 'pending-count'] as const,
  queryFn: async ({ signal }) =>
    (await call(pendingRequestCountRoute, {}, { signal, suppressToast: [401, 403, 404, 429, 500, 502, 503] })).count,
  staleTime: 10_000,
  refetchInterval: REQUEST_POLL_MS,
  refetchOnMount: askedAgainEachLoad,
});
