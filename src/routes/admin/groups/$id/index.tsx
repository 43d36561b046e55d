import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '@/src/features/groups/group-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/')({
  ...page('admin/groups', 'Group'),
  params: idParams('id'),
  component: function GroupRoute() {
    const { id } = Route.useParams();
    return <GroupPage key={id} id={id} />;
  },
});
