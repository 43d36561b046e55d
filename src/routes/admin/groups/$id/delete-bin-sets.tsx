import { createFileRoute } from '@tanstack/react-router';
import { GroupBinSetsPage } from '@/src/features/groups/group-bin-sets-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/delete-bin-sets')({
  ...idPage('admin/groups', 'Delete BIN sets', 'id'),
  component: function DeleteGroupBinSetsRoute() {
    const { id } = Route.useParams();
    return <GroupBinSetsPage key={id} id={id} change="delete" />;
  },
});
