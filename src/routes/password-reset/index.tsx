import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetRequestPage } from '@/src/features/auth/password-reset-request-page';

export const Route = createFileRoute('/password-reset/')({
  staticData: { title: 'Reset password' },
  component: PasswordResetRequestPage,
});
