import { createFileRoute } from '@tanstack/react-router';
import { DeclineRatePage } from '@/src/features/decline-rate/decline-rate-page';
import type { DeclineRateSearch } from '@/src/features/decline-rate/decline-rate-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/decline-rate/')({
  ...page('admin/decline-rate', 'Decline rate'),
  validateSearch: typedSearch<DeclineRateSearch>(),
  component: function DeclineRateRoute() {
    return <DeclineRatePage {...useSearchState<DeclineRateSearch>()} />;
  },
});
