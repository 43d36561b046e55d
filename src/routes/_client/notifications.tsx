import { createFileRoute } from '@tanstack/react-router';
import { validateNotificationSearch } from '@/src/features/notifications/notification-search';
import { NotificationsPage } from '@/src/features/notifications/notifications-page';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/notifications')({
  ...page('notifications', 'Notifications'),
  validateSearch: typedSearch<ReturnType<typeof validateNotificationSearch>>(),
  component: function NotificationsRoute() {
    return <NotificationsPage {...useSearchState(validateNotificationSearch)} />;
  },
});
