import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/** Query string as an object; repeated keys and `key[]` become arrays. */
export function readQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, values] of Object.entries(all)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const existing = out[key];
    const merged = [...(existing === undefined ? [] : [existing].flat()), ...values];
    out[key] = isList || merged.length > 1 ? merged : (merged[0] ?? '');
  }
  return out;
}

/** 413 for a body over `limit` bytes, naming the limit. */
export const payloadTooLarge = (limit: number) =>
  new HttpError(413, apiMessage.payloadTooLarge(`${Math.round(limit / 1024)} KiB`));

/**
 * Holds the body to `limit` by its declared length, without touching it: 413 past the limit; true when the
 * length is declared (Node's parser reads no more of a body than its Content-Length says), false for a body
 * sent in chunks, which must be counted as it is read. Touching `c.req.raw.body` would make
 * @hono/node-server build a web Request, a stream and an abort signal for the request (about a tenth of the
 * server's work per transfer, in a CPU profile of bench:transfer-http), where it otherwise reads the body
 * straight from Node's request when the handler asks for it.
 */
export function withinDeclaredLength(c: Context<AppEnv>, limit: number): boolean {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return false;
  if (Number(declared) > limit) throw payloadTooLarge(limit);
  return true;
}

/**
 * The raw body as text, for a handler that must see the exact bytes (a signed webhook), refused with 413
 * past `limit` bytes without reading more of it.
 */
export async function readRawText(c: Context<AppEnv>, limit: number): Promise<string> {
  if (withinDeclaredLength(c, limit)) return c.req.text();
  const reader = c.req.raw.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw payloadTooLarge(limit);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

const mediaType = (c: Context<AppEnv>) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Reads the body as the contract says it is sent; anything else is a 4xx naming the problem. */
export async function readBody(c: Context<AppEnv>, kind: 'json' | 'form' | 'multipart'): Promise<unknown> {
  const type = mediaType(c);
  if (kind === 'json') {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    if (type !== 'application/json' && type !== '') {
      throw new HttpError(415, apiMessage.unsupportedMediaType('application/json'));
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, apiMessage.malformedJson);
    }
  }
  // Form endpoints also take JSON, so API clients and tests need not build form bodies.
  if (type === 'application/json') {
    try {
      return JSON.parse(await c.req.text());
    } catch {
      throw new HttpError(400, apiMessage.malformedJson);
    }
  }
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(
      415,
      apiMessage.unsupportedMediaType('multipart/form-data or application/x-www-form-urlencoded'),
    );
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, apiMessage.unsupportedMediaType('a well-formed form'));
  }
}
