import { useQuery } from '@tanstack/react-query';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { hasBell, isPolledRole } from './bell-logic';
import { actualNotificationsQuery } from './notification-queries';
import { usePushActive } from './web-push';
import { POLL_INTERVAL_MS } from '@/src/contracts/notification-types';

/**
 * The pending (unread) notification count, shared by the bell and the slides overlay (spec 4: the unread count
 * is added to the slide count). One query for the whole app: for the client roles it is fetched on entry and
 * polled every 30 s, except while web push delivers (the service worker then asks for a refetch itself); for
 * roles 1, 5, 6 it is refreshed after each navigation (components/layout/bell). 0 for roles without a bell.
 */
export function useUnreadNotificationCount(): number {
  const { data: user } = useQuery(currentUserQuery);
  const role = roleOf(user);
  const pushActive = usePushActive();
  const { data } = useQuery({
    ...actualNotificationsQuery,
    enabled: hasBell(role),
    refetchInterval: isPolledRole(role) && !pushActive ? POLL_INTERVAL_MS : false,
  });
  return hasBell(role) ? (data?.count ?? 0) : 0;
}
