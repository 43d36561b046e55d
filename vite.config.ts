import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { precacheSplit } from './scripts/precache-split.ts';
import { precompress } from './scripts/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

// `@/…` is the repository's root, as in tsconfig.json's paths (docs/architecture.md).
export const rootAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }];

// The client's first visit precaches the shell and the client pages; the rest is cached when first used.
const precache = precacheSplit();

export default defineConfig({
  resolve: { alias: rootAlias },
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
    precache.plugin,
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
    // No preload map: Vite would put, in the entry chunk, the list of every lazy route's dependencies (4 KB
    // gzip at 70 routes, growing with each page) so the sign-in screen pays for all of them. A page's own
    // imports are fetched when its chunk loads instead: one more round trip on a first visit, none once the
    // service worker has precached the build.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every page needs, in chunks of their own: an app deploy leaves them byte-identical,
          // so the service worker's precache and the browser keep them and re-download only the app's code.
          // Only packages already on every page's path belong here, or a page would load what it never uses.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
