import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/src/features/team/user-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/user/$id/')({
  ...idPage('team/user', 'User', 'id'),
  component: function UserRoute() {
    const { id } = Route.useParams();
    // Keyed by id: moving from one user to another starts with fresh dialogs and state.
    return <UserPage key={id} id={id} />;
  },
});
