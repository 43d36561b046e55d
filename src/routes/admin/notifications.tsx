import { createFileRoute } from '@tanstack/react-router';
import { AdminNotificationsPage } from '@/src/features/notifications/admin-notifications-page';
import { validateNotificationSearch } from '@/src/features/notifications/notification-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/notifications')({
  ...page('admin/notifications', 'Notifications'),
  validateSearch: typedSearch<ReturnType<typeof validateNotificationSearch>>(),
  component: function AdminNotificationsRoute() {
    return <AdminNotificationsPage {...useSearchState(validateNotificationSearch)} />;
  },
});
