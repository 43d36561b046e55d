import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '@/scripts/precompress';
import { companyWithBulkPayments } from '@/server/test-support/bulk-payments';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { preferredEncoding } from './accept-encoding';

// What Chromium sends, what an old client sends, and what a client that takes no coding sends (or omits).
const CHROMIUM = 'gzip, deflate, br, zstd';
const GZIP_ONLY = 'gzip, deflate';

/** A built app in miniature: one text file of each type the build emits, compressed by the build's own code. */
const text = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');
const ASSETS: Record<string, { body: string; type: RegExp }> = {
  '/index.html': {
    body: `<!doctype html><html><body><div id="root"></div><!--${text('shell')}--></body></html>`,
    type: /^text\/html/,
  },
  '/assets/index-abc123.js': { body: text('console.log("module")'), type: /^text\/javascript/ },
  '/assets/index-abc123.css': { body: text('.card { color: red }'), type: /^text\/css/ },
  '/icons/favicon.svg': {
    body: `<svg xmlns="http://www.w3.org/2000/svg"><!--${text('path')}--></svg>`,
    type: /^image\/svg\+xml/,
  },
  '/manifest.webmanifest': {
    body: JSON.stringify({ name: 'Cardportal', notes: text('x') }),
    type: /^application\/manifest\+json/,
  },
  '/sw.js': { body: text('self.addEventListener("fetch", () => {})'), type: /^text\/javascript/ },
};

let t: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cardportal-dist-'));
  for (const [urlPath, { body }] of Object.entries(ASSETS)) {
    const file = path.join(distDir, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    await precompressFile(file);
  }
  t = await createTestContext({ distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(url, { method, headers: { 'x-forwarded-for': '192.0.2.10', ...headers } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('built files on the wire', () => {
  describe.each(Object.entries(ASSETS))('%s', (urlPath, { body, type }) => {
    it('goes out in brotli to a client that takes it', async () => {
      const res = await get(urlPath, { 'accept-encoding': CHROMIUM });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const wire = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(wire.length);
      expect(wire.length).toBeLessThan(Buffer.byteLength(body) / 3);
      expect(brotliDecompressSync(wire).toString()).toBe(body);
    });

    it('goes out in gzip to a client that takes only gzip', async () => {
      const res = await get(urlPath, { 'accept-encoding': GZIP_ONLY });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(gunzipSync(await bytes(res)).toString()).toBe(body);
    });

    it.each([
      ['no Accept-Encoding', {}],
      ['identity only', { 'accept-encoding': 'identity' }],
      ['both refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ])('goes out raw with %s', async (_, headers: Record<string, string>) => {
      const res = await get(urlPath, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect((await bytes(res)).toString()).toBe(body);
    });

    it('answers HEAD with the headers of the GET and no body', async () => {
      const head = await get(urlPath, { 'accept-encoding': CHROMIUM }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-encoding')).toBe('br');
      expect(head.headers.get('content-length')).toBe(String(readFileSync(path.join(distDir, `${urlPath}.br`)).length));
      expect((await bytes(head)).length).toBe(0);
    });

    it('answers a byte range from the raw file, whatever the client accepts', async () => {
      const res = await get(urlPath, { 'accept-encoding': CHROMIUM, range: 'bytes=10-19' });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-range')).toBe(`bytes 10-19/${Buffer.byteLength(body)}`);
      expect((await bytes(res)).toString()).toBe(Buffer.from(body).subarray(10, 20).toString());
      const tail = await get(urlPath, { range: 'bytes=-5' });
      expect((await bytes(tail)).toString()).toBe(Buffer.from(body).subarray(-5).toString());
      const beyond = await get(urlPath, { range: `bytes=${Buffer.byteLength(body)}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${Buffer.byteLength(body)}`);
    });
  });

  it('answers a client route with the compressed app shell, never cached', async () => {
    const res = await get('/dashboard', { 'accept-encoding': CHROMIUM });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(ASSETS['/index.html']!.body);
  });

  it('keeps hashed assets for a year and answers a missing one with 404, not the shell', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/gone-000000.js')).status).toBe(404);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['identity', null],
    ['', null],
    ['deflate', null],
    ['br;q=abc', null],
  ])('%j picks %j', (header, expected) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });
});

describe('API answers on the wire', () => {
  it('compresses a large JSON answer and says so, and sends it raw to a client that does not ask', async () => {
    const raw = await get('/api/openapi.json');
    const plain = await bytes(raw);
    expect(plain.length).toBeGreaterThan(1024);
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('vary')).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      [CHROMIUM, 'br', brotliDecompressSync],
      [GZIP_ONLY, 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/openapi.json', { 'accept-encoding': accept });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const wire = await bytes(res);
      expect(Number(res.headers.get('content-length'))).toBe(wire.length);
      expect(wire.length).toBeLessThan(plain.length / 3);
      expect(decode(wire).equals(plain)).toBe(true);
    }
  });

  it('leaves small answers and every write alone', async () => {
    const ping = await get('/api/ping', { 'accept-encoding': CHROMIUM });
    expect(ping.headers.get('content-encoding')).toBeNull();
    expect(await ping.json()).toEqual({ data: { pong: true } });
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'accept-encoding': CHROMIUM, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.11' },
      body: JSON.stringify({ email: 'nobody@demo.test', password: 'x'.repeat(2000) }),
    });
    expect(login.headers.get('content-encoding')).toBeNull();
    expect(login.status).toBeLessThan(500);
  });

  it(
    'streams a compressed export: its first bytes arrive before the last row is read',
    { timeout: 120_000 },
    async () => {
      const companyId = await companyWithBulkPayments(
        t,
        { name: 'Stream Check Co', referralHash: 'STREAMCHECK00001' },
        20_000,
      );
      const superadmin = (await t.sessionFor(1)).accessToken;
      const ordered = await t.request<{ data: { data: { hash: string } } }>('POST', '/api/export', {
        token: superadmin,
        json: { type: 'payments', format: 'csv', filter: { companyId: companyId } },
      });
      const hash = ordered.body.data.data.hash;
      const res = await get(`/api/export?hash=${encodeURIComponent(hash)}`, {
        authorization: `Bearer ${superadmin}`,
        'accept-encoding': CHROMIUM,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-length')).toBeNull();
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      // Rows come newest first: a payment dated before all others is the last row. Written now, after the first
      // bytes arrived, it is in the file only if the export was still reading rows, not gathered before sending.
      await t.db.execute(sql`
      insert into payments (company_id, type, status, amount, currency, initiator_kind, description, created_at)
      values (${companyId}, 'top_up', 2, 1, 'USD', 'system', 'Written after the first bytes',
        now() - interval '30 days')`);
      const parts: Uint8Array[] = [first.value!];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
      }
      expect(parts.length).toBeGreaterThan(3);
      const csv = brotliDecompressSync(Buffer.concat(parts)).toString();
      const lines = csv.trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + 20_000 + 1);
      expect(lines.at(-1)).toContain('Written after the first bytes');
    },
  );
});
