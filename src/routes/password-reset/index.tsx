import { createFileRoute } from '@tanstack/react-router';
import { PendingPublicPage } from '../../features/auth/pending-public-page';

export const Route = createFileRoute('/password-reset/')({
  staticData: { title: 'Reset password' },
  component: () => (
    <PendingPublicPage title="Reset password" description="Password reset by e-mail is not open in this build yet. Please contact support." />
  ),
});
