import { createFileRoute } from '@tanstack/react-router';
import { HashLoginPage } from '@/src/features/auth/hash-login-page';

export const Route = createFileRoute('/auth/hash/$hash')({
  staticData: { title: 'Signing in' },
  component: function HashLoginRoute() {
    const { hash } = Route.useParams();
    return <HashLoginPage hash={hash} />;
  },
});
