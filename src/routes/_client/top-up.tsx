import { createFileRoute } from '@tanstack/react-router';
import type { TopUpSearch } from '@/src/features/top-up/networks';
import { TopUpPage } from '@/src/features/top-up/top-up-page';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/top-up')({
  ...page('top-up', 'Top up'),
  validateSearch: typedSearch<TopUpSearch>(),
  component: function TopUpRoute() {
    return <TopUpPage search={Route.useSearch() as Record<string, unknown>} />;
  },
});
