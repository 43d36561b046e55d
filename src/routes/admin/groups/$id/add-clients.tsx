import { createFileRoute } from '@tanstack/react-router';
import { AddClientsPage } from '@/src/features/groups/add-clients-page';
import { validateAddClientsSearch } from '@/src/features/groups/groups-search';
import { typedSearch } from '@/src/lib/search-params';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/add-clients')({
  ...idPage('admin/groups', 'Add companies', 'id'),
  validateSearch: typedSearch<ReturnType<typeof validateAddClientsSearch>>(),
  component: function AddClientsRoute() {
    const { id } = Route.useParams();
    const search = validateAddClientsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <AddClientsPage
        key={id}
        id={id}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
