import type { QueryClient } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallPrompt } from './lib/install-prompt';
import {
  cacheBuster,
  cacheRestoreFinished,
  clearPersistedCache,
  createQueryClient,
  persister,
  PERSIST_MAX_AGE_MS,
  shouldPersistQuery,
} from './lib/query-client';
import { PersistProvider } from './lib/persist-provider';
import { onSessionEnd, subscribeSession, watchOtherTabs } from './lib/session';
import { redirectToLoginIfGuarded } from './lib/session-lost-redirect';
import { routeTree } from './route-tree.gen';
import './styles/tokens.css';
import './styles/global.css';

// The portal's Content-Security-Policy forbids eval: zod's probe for its compiled parsers (`new Function`) would be
// refused and reported as a violation on every page that loads a schema. zod reads this global config when its
// first module loads, which is after this line (the first screen does not load zod, decision 006).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

/**
 * Lets the browser run what waits (input, a paint) before the next step of the start: each step is a task of its
 * own. Lighthouse's phone counts every task of 50 ms or more after the first paint (4× this machine's CPU), and the
 * modules' evaluation, the router's build of the route tree and the first render were one task (issue 20). Awaited
 * inside `start`, not at the module's top level: a top-level await made the bundler give every route file a chunk
 * of its own, 36 more files and 11 KB more on the wire for /login.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Preloads must not serve a stale "current user": every navigation re-reads it (spec 2.5).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

async function start() {
  const queryClient = createQueryClient();

  await nextTask();
  const router = createAppRouter(queryClient);

  onSessionEnd(async () => {
    queryClient.clear();
    await clearPersistedCache();
  });

  subscribeSession((event) => {
    if (event === 'other-user') {
      window.location.reload();
      return;
    }
    if (event === 'logged-out') {
      void router.navigate({ to: '/login' });
      return;
    }
    if (event === 'session-lost') redirectToLoginIfGuarded(router);
  });
  watchOtherTabs();
  captureInstallPrompt();

  // A cache persisted for another user or another build is discarded on restore (writes stamp their own buster).
  const buster = cacheBuster();

  await nextTask();
  // The first render in a transition: React renders it in slices rather than one task (issue 20).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <PersistProvider
          client={queryClient}
          persistOptions={{
            persister,
            maxAge: PERSIST_MAX_AGE_MS,
            buster,
            dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
          }}
          onSuccess={cacheRestoreFinished}
          onError={cacheRestoreFinished}
        >
          <RouterProvider router={router} />
        </PersistProvider>
      </StrictMode>,
    ),
  );
}

void start();
