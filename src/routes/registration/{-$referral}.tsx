import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@/src/features/registration/registration-page';

export const Route = createFileRoute('/registration/{-$referral}')({
  staticData: { title: 'Join the product' },
  component: function RegistrationRoute() {
    const { referral } = Route.useParams();
    // A different referral link is a fresh start.
    return <RegistrationPage key={referral ?? ''} referralSegment={referral} />;
  },
});
