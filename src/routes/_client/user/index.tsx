import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2.2: `user` redirects to team.
export const Route = createFileRoute('/_client/user/')({
  beforeLoad: () => {
    throw redirect({ to: '/team' });
  },
});
