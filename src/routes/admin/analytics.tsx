import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { AnalyticsPage } from '@/src/features/analytics/analytics-page';
import type { AnalyticsSearch } from '@/src/features/analytics/analytics-search';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/analytics')({
  ...page('admin/analytics', 'Analytics'),
  // Read in the (lazily loaded) page, not here: route options ship with the sign-in screen.
  validateSearch: (search: Record<string, unknown>) => search as AnalyticsSearch,
  component: function AnalyticsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const role = roleOf(useQuery({ ...currentUserQuery, enabled: false }).data);
    return (
      <AnalyticsPage
        role={role ?? 0}
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
