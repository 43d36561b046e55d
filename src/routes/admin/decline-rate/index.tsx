import { createFileRoute } from '@tanstack/react-router';
import { DeclineRatePage } from '@/src/features/decline-rate/decline-rate-page';
import type { DeclineRateSearch } from '@/src/features/decline-rate/decline-rate-search';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/decline-rate/')({
  ...page('admin/decline-rate', 'Decline rate'),
  // Read in the (lazily loaded) page, not here: route options ship with the sign-in screen.
  validateSearch: (search: Record<string, unknown>) => search as DeclineRateSearch,
  component: function DeclineRateRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DeclineRatePage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
