import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@/src/contracts/notification-types';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { actualNotifications } from '@/src/contracts/notifications';
import { call } from '@/src/lib/api-client';
import { COUNT_AFTER_CLEAR_ALL, countAfterViewing, withViewed, type NotificationPage } from './bell-logic';
import { notificationKeys, QUIET } from './notification-queries';
import { notificationRoutes } from './notification-routes';

type Actual = ResponseOf<typeof actualNotifications>;
type Pages = InfiniteData<NotificationPage, number>;

const listsKey = [...notificationKeys.all, 'list'] as const;
const adminKey = [...notificationKeys.all, 'admin'] as const;

function useSetCount() {
  const queryClient = useQueryClient();
  return (next: (count: number) => number) =>
    queryClient.setQueryData<Actual>(notificationKeys.actual(), (old) =>
      old ? { ...old, count: next(old.count) } : old,
    );
}

/**
 * Opening a notification marks it Viewed (spec 4): the bell's item changes in place and the count drops by one
 * at once, then takes the server's figure; the notification pages read their list again.
 */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  const setCount = useSetCount();
  return useMutation({
    mutationFn: (id: number) => call(notificationRoutes.markRead, { body: { ids: [id] } }, QUIET),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.actual() });
      queryClient.setQueryData<Pages>(notificationKeys.bell(), (old) =>
        old ? { ...old, pages: withViewed(old.pages, id) } : old,
      );
      setCount((count) => countAfterViewing(count));
    },
    onSuccess: (answer) => setCount(() => answer.count),
    onSettled: () => Promise.all([listsKey, adminKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Clear All (spec 4): every new notification marked read, the bell's list emptied and the count reset. */
export function useClearAll() {
  const queryClient = useQueryClient();
  const setCount = useSetCount();
  return useMutation({
    mutationFn: () => call(notificationRoutes.markAllRead, {}, QUIET),
    onSuccess: () => {
      setCount(() => COUNT_AFTER_CLEAR_ALL);
      queryClient.setQueryData<Pages>(notificationKeys.bell(), (old) =>
        old
          ? {
              pages: [
                { meta: { page: 1, perPage: NOTIFICATION_PAGE_SIZE, pagesCount: 0, totalCount: 0 }, records: [] },
              ],
              pageParams: [1],
            }
          : old,
      );
      for (const queryKey of [listsKey, adminKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
