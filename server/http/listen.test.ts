import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '@/scripts/precompress';
import { ConfigError, loadConfig } from '@/server/config';
import { createTestContext, type TestContext } from '@/server/test-support/context';
import { LOCALHOST_CERT_FILE, LOCALHOST_KEY_FILE } from '@/server/test-support/localhost-tls';
import { listen, MAX_CONCURRENT_STREAMS } from './listen';

// Decision 016: with a certificate the portal speaks HTTPS itself, HTTP/2 first and HTTP/1.1 for the rest.
const CA = readFileSync(LOCALHOST_CERT_FILE);
const SCRIPT = Array.from({ length: 300 }, (_, i) => `console.log("module ${i}");`).join('\n');

let t: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cardportal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
  await precompressFile(path.join(distDir, 'assets', 'app-abc123.js'));
  t = await createTestContext({ distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function started(tls: boolean): Promise<{ server: ServerType; port: number }> {
  const files = tls ? { TLS_CERT_FILE: LOCALHOST_CERT_FILE, TLS_KEY_FILE: LOCALHOST_KEY_FILE } : {};
  return await new Promise((resolve) => {
    const server = listen(t.app, { PORT: 0, HOST: '127.0.0.1', ...files }, () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    );
  });
}

const closed = (server: ServerType) => new Promise((resolve) => server.close(resolve));

/** One request over an HTTP/2 session: status, headers and the body's bytes. */
function h2Get(session: ClientHttp2Session, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const stream = session.request({ ':path': urlPath, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, unknown> = {};
    stream.on('response', (h) => (head = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

describe('listen: the portal on HTTPS with HTTP/2 when it holds a certificate', () => {
  let server: ServerType;
  let origin: string;
  let session: ClientHttp2Session;
  beforeAll(async () => {
    const run = await started(true);
    server = run.server;
    origin = `https://localhost:${run.port}`;
    session = connect(origin, { ca: CA });
  });
  afterAll(async () => {
    session?.close();
    if (server) await closed(server);
  });

  it('answers the API over HTTP/2', async () => {
    const res = await h2Get(session, '/api/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ data: { status: 'ok' } });
    expect(session.alpnProtocol).toBe('h2');
  });

  it('bounds the requests one connection may have in flight', async () => {
    await h2Get(session, '/api/health'); // the server's settings have arrived by its answer
    expect(session.remoteSettings.maxConcurrentStreams).toBe(MAX_CONCURRENT_STREAMS);
  });

  it('sends a built file compressed, as over HTTP/1.1', async () => {
    const res = await h2Get(session, '/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('answers a bad request with its 4xx, not a broken stream', async () => {
    const res = await h2Get(session, '/api/auth/login', { ':method': 'POST', 'content-type': 'application/json' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('still speaks HTTP/1.1 over TLS to a client that does not offer h2', async () => {
    const res = await new Promise<{ status: number; protocol: string; body: string }>((resolve, reject) => {
      const req = httpsRequest(`${origin}/api/health`, { ca: CA }, (r) => {
        let body = '';
        r.on('data', (chunk: Buffer) => (body += chunk.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, protocol: r.httpVersion, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res).toMatchObject({ status: 200, protocol: '1.1' });
    expect(JSON.parse(res.body)).toMatchObject({ data: { status: 'ok' } });
  });
});

describe('listen: plain HTTP without a certificate', () => {
  it('answers over HTTP/1.1', async () => {
    const { server, port } = await started(false);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      await closed(server);
    }
  });
});

describe('TLS configuration', () => {
  it('takes both files or neither', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: LOCALHOST_CERT_FILE })).toThrow(/TLS_CERT_FILE, TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: LOCALHOST_KEY_FILE })).toThrow(ConfigError);
    expect(loadConfig({ TLS_CERT_FILE: LOCALHOST_CERT_FILE, TLS_KEY_FILE: LOCALHOST_KEY_FILE }).TLS_CERT_FILE).toBe(
      LOCALHOST_CERT_FILE,
    );
  });

  it('names the file it cannot read', () => {
    const config = {
      PORT: 0,
      HOST: '127.0.0.1',
      TLS_CERT_FILE: '/nonexistent/cert.pem',
      TLS_KEY_FILE: LOCALHOST_KEY_FILE,
    };
    expect(() => listen(t.app, config, () => undefined)).toThrow(/TLS_CERT_FILE: cannot be read/);
  });
});
