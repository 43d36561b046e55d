import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: refresh tokens, sign-in hashes, one-time link tokens. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A numeric one-time code of `digits` digits, uniformly drawn. */
export const randomCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Secrets are stored only as SHA-256 digests: a database leak yields nothing usable. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
