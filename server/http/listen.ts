import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { ConfigError, type Config } from '@/server/config';

/** Node closes an idle keep-alive connection after 5 s; outlasting load balancers' 60 s leaves closing to them. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Requests one HTTP/2 connection may have in flight. Node's default is unbounded, so one client could open
 * thousands at once on a single connection; a first screen needs about thirty (nginx allows 128).
 */
export const MAX_CONCURRENT_STREAMS = 128;

function readPem(name: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration:\n  ${name}: cannot be read (${reason})`);
  }
}

/**
 * Starts listening: plain HTTP/1.1, or with TLS_CERT_FILE and TLS_KEY_FILE, HTTPS with HTTP/2 and HTTP/1.1 for
 * clients that do not offer h2 (decision 016). On HTTP/2 a phone fetches the first screen's twenty files over one
 * connection at once, where HTTP/1.1 queues them on six, each opened with its own handshakes.
 */
export function listen(
  app: Pick<Hono, 'fetch'>,
  config: Pick<Config, 'PORT' | 'HOST' | 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
  onListening: (info: { port: number; secure: boolean }) => void,
): ServerType {
  const { PORT: port, HOST: hostname, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = config;
  if (certFile && keyFile) {
    const cert = readPem('TLS_CERT_FILE', certFile);
    const key = readPem('TLS_KEY_FILE', keyFile);
    return serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        createServer: createSecureServer,
        serverOptions: { cert, key, allowHTTP1: true, settings: { maxConcurrentStreams: MAX_CONCURRENT_STREAMS } },
      },
      (info) => onListening({ port: info.port, secure: true }),
    );
  }
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => onListening({ port: info.port, secure: false }));
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
