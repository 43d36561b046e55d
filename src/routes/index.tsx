import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2.2: the client area's root redirects to the dashboard (whose guard sends staff where they belong).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});
