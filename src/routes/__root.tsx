import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { NotFoundPage } from '../components/layout/not-found-page';
import { RouteEffects } from '../components/layout/route-effects';
import { UpdatePrompt } from '../components/layout/update-prompt';
import { loadCurrentUser } from '../lib/current-user';
import { TOASTER_PROPS } from '../lib/notify';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec 2.5: the current user is loaded before each navigation; every guard below reads it from context.
  beforeLoad: async ({ context }) => ({ user: await loadCurrentUser(context.queryClient) }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteEffects />
      <UpdatePrompt />
      <Toaster {...TOASTER_PROPS} />
    </>
  );
}
