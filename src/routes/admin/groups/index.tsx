import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '../../../features/groups/groups-page';
import { validateGroupsSearch } from '../../../features/groups/groups-search';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/admin/groups/')({
  ...page('admin/groups', 'Groups'),
  validateSearch: validateGroupsSearch,
  component: function GroupsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <GroupsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
