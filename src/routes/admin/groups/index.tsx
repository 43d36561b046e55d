import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '@/src/features/groups/groups-page';
import { validateGroupsSearch } from '@/src/features/groups/groups-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/groups/')({
  ...page('admin/groups', 'Groups'),
  validateSearch: typedSearch<ReturnType<typeof validateGroupsSearch>>(),
  component: function GroupsRoute() {
    return <GroupsPage {...useSearchState(validateGroupsSearch)} />;
  },
});
