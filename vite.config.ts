import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { precacheSplit } from './scripts/precache-split.ts';
import { inlineFavicon } from './scripts/inline-favicon.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreload } from './scripts/route-preload.ts';
import { signedInChunkName } from './scripts/signed-in-chunk.ts';
import { EARLY_ME_SCRIPT } from './src/lib/early-current-user.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

// `@/…` is the repository's root, as in tsconfig.json's paths (docs/architecture.md).
export const rootAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }];

/** React 19 has useSyncExternalStore: the router's store gets React's own instead of the package's fallback. */
const reactStoreShim = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
};

/** The first screen's own modules in src/lib, matched by file name. */
const FIRST_SCREEN_LIB = [
  'api-client',
  'api-error',
  'notify',
  'token-storage',
  'current-user',
  'session',
  'query-client',
  'analytics',
  'analytics-link',
  'timezone',
  'browser-timezone',
  'sign-in-routes',
  'search-params',
  'route-params',
  'route-guard',
  'fingerprint',
  'visit',
  'install-prompt',
  'search-values',
];
const FIRST_SCREEN_PERSISTER = [
  'query-async-storage-persister',
  'query-persist-client-core',
  'react-query-persist-client',
];

const FIRST_SCREEN = new RegExp(
  [
    String.raw`[\\/]src[\\/]lib[\\/](${FIRST_SCREEN_LIB.join('|')})\.ts$`,
    String.raw`[\\/]src[\\/]contracts[\\/](access|messages|analytics-events|referral-code)\.ts$`,
    String.raw`[\\/]src[\\/]components[\\/]layout[\\/]auth-card`,
    String.raw`node_modules[\\/](idb-keyval|workbox-window)[\\/]`,
    String.raw`node_modules[\\/]@tanstack[\\/](${FIRST_SCREEN_PERSISTER.join('|')})[\\/]`,
  ].join('|'),
);

/** workbox-window's package points bundlers at its ES5 build (5.8 KB); its ES2017 build (3.3 KB) fits es2022. */
const modernWorkboxWindow = {
  find: /^workbox-window$/,
  replacement: fileURLToPath(new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url)),
};

const TANSTACK_CORE =
  /node_modules[\\/]@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query)[\\/]/;
/** Hooks only pages use (forms' mutations, infinite lists): left to the pages' shared chunks. */
const PAGE_ONLY_TANSTACK =
  /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

// The client's first visit precaches the shell and the client pages; the rest is cached when first used.
const precache = precacheSplit();

export default defineConfig({
  resolve: { alias: [...rootAlias, reactStoreShim, modernWorkboxWindow] },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) },
  plugins: [
    // The router plugin must come before react(): it rewrites route files into code-split chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    inlineFavicon(),
    precache.plugin,
    // The current user is asked for by that first script too, before the app's code arrives.
    routePreload({ before: EARLY_ME_SCRIPT }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [precache.transform],
      },
      devOptions: { enabled: false },
    }),
    // Last: it compresses what the plugins above wrote, the service worker included.
    precompress(),
  ],
  server: {
    port: 3000,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry's own imports are preloaded from the HTML (the browser fetches them with the entry instead of
    // after parsing it). No preload map for lazy imports: Vite would put, in the entry chunk, the list of every
    // lazy route's dependencies (4 KB gzip at 70 routes, growing with each page) so the sign-in screen pays for
    // all of them. A page's own imports are fetched when its chunk loads instead: one more round trip on a first
    // visit, none once the service worker has precached the build.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every page needs, in chunks of their own: an app deploy leaves them byte-identical,
          // so the service worker's precache and the browser keep them and re-download only the app's code.
          // Only packages already on every page's path belong here, or a page would load what it never uses.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // What every first screen runs before it renders (the session, the API client, the current user,
            // the update prompt, the analytics hit, the route guards), in one chunk rather than a dozen small
            // ones: brotli compresses them better together (3.5 KB less for /login) in fewer requests. Only
            // modules on the entry's static path belong here, or every page would load them.
            { name: 'first-screen', test: FIRST_SCREEN, priority: 0 },
            // What the signed-in pages load before their first paint, in a few files instead of dozens
            // (scripts/signed-in-chunk.ts): only the modules it names, each page's other imports stay apart.
            { name: signedInChunkName(), debugName: 'signed-in', priority: -1, includeDependenciesRecursively: false },
            {
              name: 'tanstack',
              test: (id: string) => TANSTACK_CORE.test(id) && !PAGE_ONLY_TANSTACK.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
