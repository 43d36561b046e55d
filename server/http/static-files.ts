import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { preferredEncoding, type Encoding } from './accept-encoding';

/** One stored body of a file: the raw bytes, or a copy the build compressed (scripts/precompress.ts). */
interface Body {
  file: string;
  size: number;
}

export interface StaticFile {
  type: string;
  lastModified: string;
  raw: Body;
  /** The compressed copies the build wrote; a file with none is answered raw to everyone. */
  encoded: Partial<Record<Encoding, Body>>;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const COPY = /\.(?:br|gz)$/;

/**
 * Every file of the build by its URL path, read once at start-up: the build does not change under a running
 * server, a request costs a map lookup instead of a `stat`, and only files that exist can ever be named
 * (no path from the URL reaches the file system).
 */
export function indexBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const entries = readdirSync(distDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());
  const present = new Set(entries.map((e) => path.join(e.parentPath, e.name)));
  for (const file of present) {
    if (COPY.test(file) && present.has(file.replace(COPY, ''))) continue; // served as an encoding of its file
    const stats = statSync(file);
    const encoded: StaticFile['encoded'] = {};
    for (const [encoding, suffix] of Object.entries(SUFFIX) as Array<[Encoding, string]>) {
      if (present.has(file + suffix)) encoded[encoding] = { file: file + suffix, size: statSync(file + suffix).size };
    }
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    files.set(urlPath, {
      type: getMimeType(file) ?? 'application/octet-stream',
      lastModified: stats.mtime.toUTCString(),
      raw: { file, size: stats.size },
      encoded,
    });
  }
  return files;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size: the inclusive span, 'unsatisfiable', or null to ignore it. */
export function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or nonsense: the whole file
  const [, from, to] = match;
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Answers GET or HEAD with a built file: the brotli or gzip copy when the client takes it (`Vary:
 * Accept-Encoding` whenever copies exist, so a cache keeps them apart), the raw bytes otherwise. A Range
 * request is answered from the raw bytes: offsets into a compressed copy mean nothing to the client.
 */
export function sendStatic(c: Context, entry: StaticFile): Response {
  c.header('content-type', entry.type);
  c.header('last-modified', entry.lastModified);
  c.header('accept-ranges', 'bytes');
  const offered = Object.keys(entry.encoded) as Encoding[];
  if (offered.length > 0) c.header('vary', 'Accept-Encoding', { append: true });

  const rangeHeader = c.req.header('range');
  const range = rangeHeader ? byteRange(rangeHeader, entry.raw.size) : null;
  if (range === 'unsatisfiable') {
    c.header('content-range', `bytes */${entry.raw.size}`);
    return c.body(null, 416);
  }
  if (range) {
    c.header('content-range', `bytes ${range.start}-${range.end}/${entry.raw.size}`);
    c.header('content-length', String(range.end - range.start + 1));
    if (c.req.method === 'HEAD') return c.body(null, 206);
    return c.body(Readable.toWeb(createReadStream(entry.raw.file, range)) as ReadableStream, 206);
  }

  const encoding = preferredEncoding(c.req.header('accept-encoding'), offered);
  const body = encoding ? entry.encoded[encoding]! : entry.raw;
  if (encoding) c.header('content-encoding', encoding);
  c.header('content-length', String(body.size));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(body.file)) as ReadableStream, 200);
}
