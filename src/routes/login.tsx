import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { optionalText } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>) => ({ redirect: optionalText(2000)(search.redirect) }),
  staticData: { title: 'Login' },
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    const { user } = Route.useRouteContext();
    return <LoginPage redirectTo={redirect} signedInAs={user} />;
  },
});
