import type { Context } from 'hono';
import { apiMessage } from '../../src/contracts/api-messages';
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
    throw new HttpError(415, apiMessage.unsupportedMediaType('multipart/form-data or application/x-www-form-urlencoded'));
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, apiMessage.unsupportedMediaType('a well-formed form'));
  }
}
