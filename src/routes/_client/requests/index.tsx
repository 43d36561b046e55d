import { createFileRoute } from '@tanstack/react-router';
import { RequestsPage } from '@/src/features/requests/requests-page';
import { validateRequestSearch } from '@/src/features/requests/request-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/requests/')({
  ...page('requests', 'Requests'),
  validateSearch: typedSearch<ReturnType<typeof validateRequestSearch>>(),
  component: function RequestsRoute() {
    return <RequestsPage {...useSearchState(validateRequestSearch)} />;
  },
});
