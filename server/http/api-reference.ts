import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { openApiDocument, type NamedEndpoint } from './openapi';

const asset = (name: string) => readFileSync(new URL(`./reference/${name}`, import.meta.url), 'utf8');

/** `/api/openapi.json` and a readable reference page at `/api/docs` (no third-party scripts: the CSP forbids them). */
export function mountApiReference(app: Hono<AppEnv>, endpoints: NamedEndpoint[]) {
  const document = openApiDocument(endpoints);
  const html = asset('index.html');
  const script = asset('reference.js');
  const css = asset('reference.css');
  app.get('/api/openapi.json', (c) => c.json(document));
  app.get('/api/docs', (c) => c.html(html));
  app.get('/api/docs/reference.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/api/docs/reference.css', (c) => c.body(css, 200, { 'content-type': 'text/css; charset=utf-8' }));
}
