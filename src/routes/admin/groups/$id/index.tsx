import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '@/src/features/groups/group-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/groups/$id/')({
  ...idPage('admin/groups', 'Group', 'id'),
  component: function GroupRoute() {
    const { id } = Route.useParams();
    return <GroupPage key={id} id={id} />;
  },
});
