import { createFileRoute } from '@tanstack/react-router';
import { ConfirmUserPage } from '@/src/features/auth/confirm-user-page';

export const Route = createFileRoute('/confirm-user/$token')({
  staticData: { title: 'Set your password' },
  component: function ConfirmUserRoute() {
    const { token } = Route.useParams();
    return <ConfirmUserPage key={token} token={token} />;
  },
});
