import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/src/lib/api-client';
import { notificationKeys, QUIET } from '@/src/lib/notifications/notification-queries';
import { notificationRoutes } from '@/src/lib/notifications/notification-routes';
import type { NotificationStatus } from '@/src/contracts/notification-types';

export interface NotificationListFilters {
  status?: NotificationStatus;
  page: number;
  perPage: number;
}

export const notificationPageQueries = {
  list: (filters: NotificationListFilters) =>
    queryOptions({
      queryKey: notificationKeys.list(filters),
      queryFn: async ({ signal }) =>
        (
          await call(
            notificationRoutes.list,
            {
              query: {
                page: filters.page,
                perPage: filters.perPage,
                ...(filters.status ? { status: [filters.status] } : {}),
              },
            },
            { signal, ...QUIET },
          )
        ).userNotificationList,
      placeholderData: keepPreviousData,
    }),
};
