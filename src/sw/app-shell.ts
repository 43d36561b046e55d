/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Requests that must always reach the network and never be answered from, or stored in, a cache. */
export const NETWORK_ONLY_PATHS = [/^\/api(\/|$)/];

/**
 * The app shell: the built files a client uses (scripts/precache-split.ts chooses them: the shell, the client
 * pages, icons, manifest), versioned by the build, served cache-first from the precache. The rest of the build
 * is cached on first use (runtime-cache.ts); API requests pass through the worker untouched.
 */
export function registerAppShell(manifest: Array<PrecacheEntry | string>) {
  const entries = manifest.filter((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url;
    return !NETWORK_ONLY_PATHS.some((re) => re.test(new URL(url, 'https://x/').pathname));
  });
  precacheAndRoute(entries);
  cleanupOutdatedCaches();

  // Any navigation outside /api opens the cached shell, so the app starts offline and deep links work.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_PATHS }));
}
