import { apiMessage } from '@/src/contracts/api-messages';
import { HttpError } from './errors';

/**
 * Paths of every string (and key) in `value` that holds a NUL character. PostgreSQL cannot store U+0000 in
 * text, so such a value would fail at the database as a 500 after the handler has started its work: it is
 * refused before any handler runs, naming the field.
 */
export function nulPaths(value: unknown, prefix: string[] = [], out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(prefix.join('.'));
    return out;
  }
  // Deep input is refused by the schemas; past this depth nothing is stored anyway, and the walk stays bounded.
  if (value === null || typeof value !== 'object' || depth > 64) return out;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) out.push([...prefix, key.replaceAll('\u0000', '\\0')].join('.'));
    else nulPaths(item, [...prefix, key], out, depth + 1);
  }
  return out;
}

/** 422 naming each field of `value` (under `prefix`: params, query, or the body's own names) that holds a NUL. */
export function refuseNulBytes(value: unknown, prefix?: string): void {
  const paths = nulPaths(value, prefix ? [prefix] : []);
  if (paths.length === 0) return;
  const errors = Object.fromEntries(paths.map((path) => [path || prefix || 'body', [apiMessage.nulByte]]));
  throw new HttpError(422, apiMessage.validationFailed, errors);
}
