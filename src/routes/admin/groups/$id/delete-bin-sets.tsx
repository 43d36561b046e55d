import { createFileRoute } from '@tanstack/react-router';
import { GroupBinSetsPage } from '@/src/features/groups/group-bin-sets-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/delete-bin-sets')({
  ...page('admin/groups', 'Delete BIN sets'),
  params: idParams('id'),
  component: function DeleteGroupBinSetsRoute() {
    const { id } = Route.useParams();
    return <GroupBinSetsPage key={id} id={id} change="delete" />;
  },
});
