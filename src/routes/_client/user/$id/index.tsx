import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/src/features/team/user-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/user/$id/')({
  ...page('team/user', 'User'),
  params: idParams('id'),
  component: function UserRoute() {
    const { id } = Route.useParams();
    // Keyed by id: moving from one user to another starts with fresh dialogs and state.
    return <UserPage key={id} id={id} />;
  },
});
