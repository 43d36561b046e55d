import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '@/scripts/precompress';
import { createTestContext, type TestContext } from '@/server/test-support/context';

/**
 * Hostile requests against what the server sends of the built app and how it encodes answers: paths that
 * try to leave the build, headers no browser sends, ranges at and past the edges, and a crowd at once.
 */
const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join('\n');
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestContext;
let distDir: string;
// A file next to the build (both in the temp folder) that must never be reachable.
const SECRET_NAME = `cardportal-attack-secret-${process.pid}.txt`;
const outside = path.join(tmpdir(), SECRET_NAME);
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cardportal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  writeFileSync(path.join(distDir, 'assets', 'app-1.js'), SCRIPT);
  await precompressFile(path.join(distDir, 'assets', 'app-1.js'));
  writeFileSync(outside, 'secret');
  t = await createTestContext({ distDir, seed: false });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.request(url, { headers: { 'x-forwarded-for': '192.0.2.10', ...headers } });

describe('paths', () => {
  it.each([
    `/../${SECRET_NAME}`,
    `/..%2f${SECRET_NAME}`,
    `/assets/..%2f..%2f${SECRET_NAME}`,
    '/assets/%2e%2e/%2e%2e/etc/passwd',
    '/%00',
    '/assets/app-1.js%00.png',
    '/assets/app-1.js.br',
    '/assets/app-1.js.gz',
  ])('%s never reads a file outside the build, nor a compressed copy as itself', async (url) => {
    const res = await get(url, { 'accept-encoding': 'br' });
    expect(res.status).toBeLessThan(500);
    const body = await res.text();
    expect(body).not.toContain('secret');
    if (res.status === 200) {
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });
});

describe('headers', () => {
  it.each([
    ['a huge Accept-Encoding', { 'accept-encoding': `${'x;q=0.1, '.repeat(2000)}gzip` }, 'gzip'],
    ['a NUL in Accept-Encoding', { 'accept-encoding': 'br\u0000, gzip' }, 'gzip'],
    ['q-values out of range', { 'accept-encoding': 'br;q=7, gzip;q=-1' }, 'br'],
    ['an empty coding list', { 'accept-encoding': ',,, ;q=1' }, null],
  ])('%s gets an answer it can read', async (_, headers, expected) => {
    let res: Response;
    try {
      res = await get('/assets/app-1.js', headers);
    } catch {
      return; // a header the Fetch API itself refuses never reaches the server
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(expected);
  });

  it.each([
    ['bytes=0-99999999999999999999', 206],
    ['bytes=5-1', 416],
    ['bytes=-0', 416],
    ['bytes=0-1,3-4', 200],
    ['bytes=abc', 200],
    ['items=0-4', 200],
    [`bytes=${'9'.repeat(400)}-`, 416],
  ])('Range %s answers %i', async (range, status) => {
    const res = await get('/assets/app-1.js', { range, 'accept-encoding': 'identity' });
    expect(res.status).toBe(status);
    if (status === 200) expect(await res.text()).toBe(SCRIPT);
    if (status === 206) expect(await res.text()).toBe(SCRIPT);
  });
});

describe('a crowd', () => {
  it('50 requests at once for the same file each get the whole file', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get('/assets/app-1.js', { 'accept-encoding': i % 2 ? 'br' : 'identity' })),
    );
    for (const [i, res] of answers.entries()) {
      const body = Buffer.from(await res.arrayBuffer());
      expect((i % 2 ? brotliDecompressSync(body) : body).toString()).toBe(SCRIPT);
    }
  });
});
