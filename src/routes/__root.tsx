import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { NotFoundPage } from '@/src/components/layout/not-found-page';
import { RouteError } from '@/src/components/layout/offline-start';
import { RouteEffects } from '@/src/components/layout/route-effects';
import { ToastHost } from '@/src/components/layout/toast-host';
import { UpdatePrompt } from '@/src/components/layout/update-prompt';
import { AfterFirstScreen } from '@/src/lib/after-first-screen';
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
  // On the first load the router's update renders synchronously (its store is read with useSyncExternalStore), and
  // rendering everything under it made the load's longest task (issue 20). The first render here leaves it all to a
  // background render right after, which React slices; later navigations render at once (mounted by then).
  const shown = useDeferredValue(true, false);
  if (!shown) return null;
  return (
    <>
      <Outlet />
      <RouteEffects />
      {/* The worker's first install fetches the whole precache: not while the first screen still loads. */}
      <AfterFirstScreen>
        <UpdatePrompt />
      </AfterFirstScreen>
      <ToastHost />
    </>
  );
}
