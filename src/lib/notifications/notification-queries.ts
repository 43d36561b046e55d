import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '@/src/lib/api-client';
import { bellPageQuery, nextPageOf } from './bell-logic';
import { notificationRoutes } from './notification-routes';

/** Spec 8: load failures of notifications are only logged — the bell keeps what it had. */
export const QUIET = { suppressToast: [0, 401, 403, 404, 429, 500, 502, 503] } as const;

export const notificationKeys = {
  all: ['notifications'] as const,
  actual: () => [...notificationKeys.all, 'actual'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
  list: (filters: object) => [...notificationKeys.all, 'list', filters] as const,
  admin: (routeName: string) => [...notificationKeys.all, 'admin', routeName] as const,
};

/** The unread count with the newest few (what the bell shows and polls). */
export const actualNotificationsQuery = queryOptions({
  queryKey: notificationKeys.actual(),
  queryFn: ({ signal }) => call(notificationRoutes.actual, {}, { signal, ...QUIET }),
  // Spec 4: fetched on entry — a count restored from the offline cache is shown only until the fresh one arrives.
  staleTime: 0,
});

/** The bell's scrolling list of unread notifications, page by page. */
export const bellListQuery = infiniteQueryOptions({
  queryKey: notificationKeys.bell(),
  queryFn: async ({ pageParam, signal }) =>
    (await call(notificationRoutes.list, { query: bellPageQuery(pageParam) }, { signal, ...QUIET }))
      .userNotificationList,
  initialPageParam: 1,
  getNextPageParam: (_last, pages) => nextPageOf(pages),
  staleTime: 0,
});
