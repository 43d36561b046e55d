import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '../../../../features/groups/group-page';
import { page } from '../../../../lib/route-guard';
import { idParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/')({
  ...page('admin/groups', 'Group'),
  params: idParams('id'),
  component: function GroupRoute() {
    const { id } = Route.useParams();
    return <GroupPage key={id} id={id} />;
  },
});
