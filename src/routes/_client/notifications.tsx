import { createFileRoute } from '@tanstack/react-router';
import { validateNotificationSearch } from '../../features/notifications/notification-search';
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/_client/notifications')({
  ...page('notifications', 'Notifications'),
  validateSearch: validateNotificationSearch,
  component: function NotificationsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <NotificationsPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
  },
});
