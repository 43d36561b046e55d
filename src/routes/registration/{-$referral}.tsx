import { createFileRoute } from '@tanstack/react-router';
import { PendingPublicPage } from '../../features/auth/pending-public-page';

export const Route = createFileRoute('/registration/{-$referral}')({
  staticData: { title: 'Join the product' },
  component: () => (
    <PendingPublicPage title="Join the product" description="Registration by invitation is not open in this build yet. Please contact support." />
  ),
});
