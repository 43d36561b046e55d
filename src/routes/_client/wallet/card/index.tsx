import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2.2: `wallet/card` redirects to /wallet.
export const Route = createFileRoute('/_client/wallet/card/')({
  beforeLoad: () => {
    throw redirect({ to: '/wallet' });
  },
});
