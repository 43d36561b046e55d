import { useQuery } from '@tanstack/react-query';
import { can } from '@/src/contracts/access';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import type { NotificationSearch } from './notification-search';
import { NotificationsPage } from './notifications-page';
import { SendNotificationPanel } from './send/send-notification-panel';

/** /admin/notifications (roles 1, 5, 6): the staff member's notifications; roles 1 and 6 also send. */
export function AdminNotificationsPage(props: {
  search: NotificationSearch;
  onSearchChange: (next: Partial<NotificationSearch>) => void;
}) {
  const { data: user } = useQuery(currentUserQuery);
  const role = roleOf(user);
  const maySend = role !== undefined && can(role, 'notification.send');
  return <NotificationsPage {...props} before={maySend ? <SendNotificationPanel /> : undefined} />;
}
