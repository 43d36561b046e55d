import { createFileRoute } from '@tanstack/react-router';
import { AddClientsPage } from '../../../../features/groups/add-clients-page';
import { validateAddClientsSearch } from '../../../../features/groups/groups-search';
import { page } from '../../../../lib/route-guard';
import { typedSearch } from '../../../../lib/search-params';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/add-clients')({
  ...page('admin/groups', 'Add clients'),
  params: idParams('id'),
  validateSearch: typedSearch<ReturnType<typeof validateAddClientsSearch>>(),
  component: function AddClientsRoute() {
    const { id } = Route.useParams();
    const search = validateAddClientsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return <AddClientsPage key={id} id={id} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
