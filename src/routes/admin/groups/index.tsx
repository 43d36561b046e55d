import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '@/src/features/groups/groups-page';
import { validateGroupsSearch } from '@/src/features/groups/groups-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/groups/')({
  ...page('admin/groups', 'Groups'),
  validateSearch: typedSearch<ReturnType<typeof validateGroupsSearch>>(),
  component: function GroupsRoute() {
    const search = validateGroupsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <GroupsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
