import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@/src/contracts/registry';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { describeEndpoint } from '@/server/test-support/contract-requests';

let t: TestContext;
let distDir: string;
beforeAll(async () => {
  // A stand-in for the built PWA, so the HTML side is served as in production.
  distDir = mkdtempSync(path.join(tmpdir(), 'cardportal-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestContext({ distDir, seed: false });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe('security headers', () => {
  it.each([
    ['the app shell', '/'],
    ['a client route', '/dashboard'],
    ['the API', '/api/health'],
    ['an API error', '/api/nowhere'],
    ['the API reference', '/api/docs'],
  ])('are set on %s (%s)', async (_, url) => {
    const res = await t.request('GET', url);
    expect(res.status).toBeLessThan(500);
    const csp = cspDirectives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves HTML for the app and never lets the API be cached', async () => {
    const html = await t.request('GET', '/dashboard');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.text).toContain('<div id="root">');
    expect((await t.request('GET', '/api/health')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('request id', () => {
  it('is on every answer, fresh per request, and carries a caller-given id through', async () => {
    const a = await t.request('GET', '/api/ping');
    const b = await t.request('GET', '/api/nowhere');
    expect(a.headers.get('x-request-id')).toMatch(/\S{8,}/);
    expect(b.headers.get('x-request-id')).toMatch(/\S{8,}/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    const given = await t.request('GET', '/api/ping', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-abc-123');
  });
});

describe('system endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'ok', version: expect.any(String) });
    expect(t.deps.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('GET /api/ping answers at once', async () => {
    const res = await t.request('GET', '/api/ping');
    expect(res.body).toEqual({ data: { pong: true } });
  });
});

describe('API description', () => {
  it('/api/openapi.json is OpenAPI 3.1.0 with an operation for every registry endpoint', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { responses: object; security: unknown[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    // An endpoint whose spec path OpenAPI cannot tell from another is listed under its documentedPath.
    const listedAt = (spec: (typeof allEndpoints)[number]) => spec.documentedPath ?? spec.path;
    const missing = allEndpoints.filter((spec) => !doc.paths[listedAt(spec)]?.[spec.method]).map(describeEndpoint);
    expect(missing).toEqual([]);
    for (const spec of allEndpoints) {
      const operation = doc.paths[listedAt(spec)]![spec.method]!;
      expect(operation.security.length, describeEndpoint(spec)).toBe(spec.access === 'public' ? 0 : 1);
    }
    const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operations).toBe(allEndpoints.length);
  });

  it('/api/docs is a readable HTML page whose script is served under the same CSP', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toMatch(/<html/i);
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/i);
    expect((await t.request('GET', '/api/docs/reference.js')).status).toBe(200);
  });
});

describe('Timezone header', () => {
  it.each(['UTC+03:00', 'GMT+3', '+05:30', 'Auto', 'UTC-12:00'])('takes %s', async (zone) => {
    expect((await t.request('GET', '/api/ping', { headers: { timezone: zone } })).status).toBe(200);
  });

  it.each(['Mars/Olympus', 'UTC+15:00', 'GMT+3:75', '<script>'])(
    'refuses %s with a 400 naming the header',
    async (zone) => {
      const res = await t.request('GET', '/api/ping', { headers: { timezone: zone } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Timezone/);
      expect(res.body.errors).toHaveProperty(['headers.timezone']);
    },
  );
});
