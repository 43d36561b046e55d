import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/src/components/layout/not-found-page';
import { RouteError } from '@/src/components/layout/offline-start';
import { RouteEffects } from '@/src/components/layout/route-effects';
import { ToastHost } from '@/src/components/layout/toast-host';
import { UpdatePrompt } from '@/src/components/layout/update-prompt';
import { loadCurrentUser } from '@/src/lib/current-user';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec 2.5: the current user is loaded before each navigation; every guard below reads it from context.
  beforeLoad: async ({ context }) => ({ user: await loadCurrentUser(context.queryClient) }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteEffects />
      <UpdatePrompt />
      <ToastHost />
    </>
  );
}
