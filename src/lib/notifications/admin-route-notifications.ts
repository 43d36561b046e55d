import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { can } from '@/src/contracts/access';
import { call } from '@/src/lib/api-client';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { notificationKeys, QUIET } from './notification-queries';
import { notificationRoutes } from './notification-routes';

/** `/admin/transfer-funds/…` → `admin/transfer-funds`: the admin route a notification concerns. */
export const adminRouteName = (pathname: string) => pathname.replace(/^\/+/, '').split('/').slice(0, 2).join('/');

/** The admin notifications about one admin route; read on every arrival there, never from an older visit. */
export const adminRouteNotificationsQuery = (routeName: string) =>
  queryOptions({
    queryKey: notificationKeys.admin(routeName),
    queryFn: ({ signal }) => call(notificationRoutes.admin, { query: { routeName } }, { signal, ...QUIET }),
    staleTime: 0,
    meta: { persist: false },
  });

/**
 * Spec 2.5: after each navigation, roles 1, 5 and 6 load their admin notifications for that route. The result
 * stays in the query cache under `notificationKeys.admin(route)`, where the bell shows it as "On this page".
 */
export function useAdminRouteNotifications() {
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const role = roleOf(user);
  const routeName = useRouterState({
    select: (s) => (s.status === 'idle' ? adminRouteName(s.location.pathname) : null),
  });
  const enabled =
    role !== undefined && can(role, 'admin.notifications') && routeName !== null && routeName.startsWith('admin/');
  return useQuery({ ...adminRouteNotificationsQuery(routeName ?? ''), enabled });
}
