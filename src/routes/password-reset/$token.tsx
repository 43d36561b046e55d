import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '@/src/features/auth/password-reset-page';

export const Route = createFileRoute('/password-reset/$token')({
  staticData: { title: 'Set a new password' },
  component: function PasswordResetRoute() {
    const { token } = Route.useParams();
    return <PasswordResetPage key={token} token={token} />;
  },
});
