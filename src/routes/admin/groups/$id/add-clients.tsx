import { createFileRoute } from '@tanstack/react-router';
import { AddClientsPage } from '@/src/features/groups/add-clients-page';
import { validateAddClientsSearch } from '@/src/features/groups/groups-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/add-clients')({
  ...page('admin/groups', 'Add companies'),
  params: idParams('id'),
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
