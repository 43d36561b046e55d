import { createHmac, timingSafeEqual } from 'node:crypto';
import { ISSUER_SIGNATURE_TOLERANCE_SECONDS } from '@/src/contracts/card-issuer';

/**
 * The webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "${t}.${rawBody}">`. The timestamp
 * is inside the signed text, so an old delivery cannot be replayed with a fresh time; the tolerance
 * bounds how old a delivery may be; comparison takes constant time.
 */
export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${signatureOf(secret, t, rawBody)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  const candidates = parts.get('v1') ?? [];
  if (!t || !/^\d{1,12}$/.test(t) || candidates.length === 0) return { ok: false, reason: 'malformed' };
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > ISSUER_SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  // Several v1 values are accepted while the issuer rotates its secret.
  for (const candidate of candidates) {
    if (!/^[0-9a-f]{64}$/i.test(candidate)) continue;
    if (timingSafeEqual(Buffer.from(candidate, 'hex'), expected)) return { ok: true };
  }
  return { ok: false, reason: 'mismatch' };
}
