import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/src/features/auth/login-page';
import { optionalText } from '@/src/lib/search-params';

export const Route = createFileRoute('/login')({
  // Typed as optional: a bare `{ redirect: string | undefined }` would make every link to /login name it.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalText(2000)(search.redirect),
  }),
  staticData: { title: 'Login' },
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    const { user } = Route.useRouteContext();
    return <LoginPage redirectTo={redirect} signedInAs={user} />;
  },
});
