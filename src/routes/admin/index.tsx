import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2.3: /admin redirects to clients (whose guard sends role 7 on to analytics).
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/clients' });
  },
});
