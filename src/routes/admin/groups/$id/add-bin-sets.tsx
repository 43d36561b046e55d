import { createFileRoute } from '@tanstack/react-router';
import { GroupBinSetsPage } from '../../../../features/groups/group-bin-sets-page';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/add-bin-sets')({
  ...page('admin/groups', 'Add BIN sets'),
  params: idParams('id'),
  component: function AddGroupBinSetsRoute() {
    const { id } = Route.useParams();
    return <GroupBinSetsPage key={id} id={id} change="add" />;
  },
});
