import { createFileRoute } from '@tanstack/react-router';
import { PendingPublicPage } from '../../features/auth/pending-public-page';

export const Route = createFileRoute('/password-reset/$token')({
  staticData: { title: 'Set a new password' },
  component: () => (
    <PendingPublicPage title="Set a new password" description="Password reset by e-mail is not open in this build yet. Please contact support." />
  ),
});
