import { createFileRoute } from '@tanstack/react-router';
import { AdminNotificationsPage } from '@/src/features/notifications/admin-notifications-page';
import { validateNotificationSearch } from '@/src/features/notifications/notification-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/notifications')({
  ...page('admin/notifications', 'Notifications'),
  validateSearch: typedSearch<ReturnType<typeof validateNotificationSearch>>(),
  component: function AdminNotificationsRoute() {
    const search = validateNotificationSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <AdminNotificationsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
