/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

/** The cache of built files the precache left out (scripts/precache-split.ts): staff pages, rare pages, slides. */
export const RUNTIME_CACHE = 'cardportal-runtime-assets';

const sameOriginGet = (url: URL, request: Request, prefix: string) =>
  url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith(prefix);

/**
 * Build files that are not precached are fetched from the network the first time a page asks for them and kept,
 * so a staff page opened once online opens offline on its next visit. Registered after the precache route, which
 * answers the files it holds; API requests match neither and pass through untouched.
 *
 * Files under /assets/ carry a content hash in their name, so a kept copy never goes stale and is served without
 * asking the network. The slides keep their names across deploys: served from the cache, then refreshed from
 * the network for the next time. Only complete 200 answers are kept. Old builds' files are listed nowhere the
 * worker can read, so they leave by count and age (a deploy renames only what changed; 400 is two builds' worth).
 */
export function registerRuntimeCache() {
  const plugins = () => [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
  ];
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request, '/assets/'),
    new CacheFirst({ cacheName: RUNTIME_CACHE, plugins: plugins() }),
  );
  registerRoute(
    ({ url, request }) => sameOriginGet(url, request, '/slides/'),
    new StaleWhileRevalidate({ cacheName: `${RUNTIME_CACHE}-slides`, plugins: plugins() }),
  );
}
