import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { AnalyticsPage } from '@/src/features/analytics/analytics-page';
import type { AnalyticsSearch } from '@/src/features/analytics/analytics-search';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/analytics')({
  ...page('admin/analytics', 'Analytics'),
  validateSearch: typedSearch<AnalyticsSearch>(),
  component: function AnalyticsRoute() {
    const role = roleOf(useQuery({ ...currentUserQuery, enabled: false }).data);
    return <AnalyticsPage role={role ?? 0} {...useSearchState<AnalyticsSearch>()} />;
  },
});
