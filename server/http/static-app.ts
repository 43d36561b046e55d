import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { indexBuild, sendStatic } from './static-files';

/**
 * Serves the built PWA from `dist/`: hashed assets cached for a year, the service worker and manifest
 * never cached (so updates are seen), and every other GET answered with index.html for the router.
 * Text files go out in the compressed copies the build made, as the client accepts (static-files.ts).
 */
export function serveApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const files = indexBuild(distDir);
  const indexHtml = files.get('/index.html')!;

  // HEAD is answered by the same handler (Hono runs GET routes for it); sendStatic leaves the body out.
  app.get('*', (c, next) => {
    const p = c.req.path;
    const file = files.get(p);
    if (file) {
      if (p.startsWith('/assets/')) c.header('cache-control', 'public, max-age=31536000, immutable');
      else if (p === '/sw.js' || p.endsWith('.webmanifest') || p === '/index.html')
        c.header('cache-control', 'no-cache');
      return sendStatic(c, file);
    }
    // A missing hashed asset is a 404, not the app shell: a stale page must not run HTML as a script.
    if (p.startsWith('/assets/')) return next();
    c.header('cache-control', 'no-cache');
    return sendStatic(c, indexHtml);
  });
  return true;
}
