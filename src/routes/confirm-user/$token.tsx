import { createFileRoute } from '@tanstack/react-router';
import { PendingPublicPage } from '../../features/auth/pending-public-page';

export const Route = createFileRoute('/confirm-user/$token')({
  staticData: { title: 'Set your password' },
  component: () => (
    <PendingPublicPage title="Set your password" description="Account confirmation is not open in this build yet. Please contact support." />
  ),
});
