import { createFileRoute } from '@tanstack/react-router';
import { validateNotificationSearch } from '@/src/features/notifications/notification-search';
import { NotificationsPage } from '@/src/features/notifications/notifications-page';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/notifications')({
  ...page('notifications', 'Notifications'),
  validateSearch: typedSearch<ReturnType<typeof validateNotificationSearch>>(),
  component: function NotificationsRoute() {
    const search = validateNotificationSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <NotificationsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
