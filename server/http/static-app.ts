import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built PWA from `dist/`: hashed assets cached for a year, the service worker and manifest
 * never cached (so updates are seen), and every other GET answered with index.html for the router.
 */
export function serveApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    const p = c.req.path;
    if (p === '/sw.js' || p.endsWith('.webmanifest') || p === '/') c.header('cache-control', 'no-cache');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}
