import { createFileRoute } from '@tanstack/react-router';
import { RequestsPage } from '@/src/features/requests/requests-page';
import { validateRequestSearch } from '@/src/features/requests/request-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/requests/')({
  ...page('requests', 'Requests'),
  validateSearch: typedSearch<ReturnType<typeof validateRequestSearch>>(),
  component: function RequestsRoute() {
    const search = validateRequestSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <RequestsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
