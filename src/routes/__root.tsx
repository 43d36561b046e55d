import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/src/components/layout/not-found-page';
import { RouteError } from '@/src/components/layout/offline-start';
import { RouteEffects } from '@/src/components/layout/route-effects';
import { ToastHost } from '@/src/components/layout/toast-host';
import { useAfterFirstScreen } from '@/src/components/layout/use-after-first-screen';
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
  // The first load's pages render in a transition, in slices, rather than in the router's one synchronous render
  // (use-after-first-screen.ts); later navigations render them at once.
  const pageReady = useAfterFirstScreen();
  return (
    <>
      {pageReady && <Outlet />}
      <RouteEffects />
      <UpdatePrompt />
      <ToastHost />
    </>
  );
}
