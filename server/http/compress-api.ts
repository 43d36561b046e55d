import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding, type Encoding } from './accept-encoding';

/** Below this a response fits in one or two packets anyway: compressing would only cost CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Text worth compressing; a spreadsheet (xlsx) is a zip already. */
const COMPRESSIBLE = /^(?:application\/json|text\/)/i;
const OFFERED: readonly Encoding[] = ['br', 'gzip'];

// Dynamic bodies are compressed per request: brotli quality 4 and gzip level 6 are the usual fast settings
// (the build's own files get the slow, smallest settings once, in scripts/precompress.ts).
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};
const GZIP_LEVEL = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, { params: BROTLI_PARAMS }) : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * A stream's bytes compressed as they come: each chunk the handler writes is flushed through, so a streamed
 * export reaches the client batch by batch instead of when the compressor's buffer happens to fill.
 */
export function compressingStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const zlib: BrotliCompress | Gzip =
    encoding === 'br' ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip({ level: GZIP_LEVEL });
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      zlib.on('data', (chunk: Buffer) =>
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
      );
      zlib.on('error', (error) => controller.error(error));
    },
    transform(chunk) {
      return new Promise<void>((resolve) => {
        zlib.write(chunk);
        zlib.flush(flushKind, () => resolve());
      });
    },
    flush() {
      return new Promise<void>((resolve) => {
        zlib.once('end', resolve);
        zlib.end();
      });
    },
  });
}

/**
 * Compresses what GET requests answer, when the client accepts it and the body is text of a size worth it:
 * lists, reports and exports. Writes (transfers, the card network's webhook, every money path) answer a few
 * hundred bytes and are left alone, so compression never sits on their latency. A body the handler built in
 * memory is compressed whole (with its length); a stream (an export) is compressed as it flows.
 */
export const compressApi: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET') return;
  const res = c.res;
  // Status and headers only: reading the body of an answer the Node adapter would write as it is makes it build
  // a whole web Response (a stream and its reader) first, the most costly step of a small GET (bench:api).
  if (res.status !== 200 || res.headers.has('content-encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) return;

  // The answer depends on Accept-Encoding from here on, whichever coding (or none) goes out.
  res.headers.append('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(c.req.header('accept-encoding'), OFFERED);
  if (!encoding || !res.body) return;

  // Hono copies the old answer's headers onto a new one: the coding's own headers are set after it.
  if (res.headers.has('content-disposition')) {
    // A file download is streamed by its handler: compressed on the way, never gathered.
    c.res = new Response(res.body.pipeThrough(compressingStream(encoding)), res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    return;
  }
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < COMPRESS_THRESHOLD_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed = await compressBuffer(body, encoding);
  c.res = new Response(new Uint8Array(compressed), res);
  c.res.headers.set('content-encoding', encoding);
  c.res.headers.set('content-length', String(compressed.byteLength));
};
