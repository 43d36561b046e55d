import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'cardportal';
const AUDIENCE = 'cardportal-api';

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The signing secret as a WebCrypto key, imported once per secret. Given raw bytes, jose imports them on
 * every call, which cost about as much as checking the signature itself (measured with bench:api).
 */
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlSeconds: number, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await hmacKey(key));
  return { token, expiresAt };
}

/** Only HS256 is accepted: a token naming `none` or another algorithm fails before its signature is read. */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims | null> {
  const known = verifiedTokens(key).get(token);
  if (known) return known.expiresAt * 1000 > now.getTime() ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = { userId, sessionId: payload.sid };
    remember(verifiedTokens(key), token, { claims, expiresAt: payload.exp });
    return claims;
  } catch {
    return null;
  }
}

/**
 * Tokens whose signature was already checked, until they expire. A client sends the same token on every
 * call for minutes, and the WebCrypto HMAC check was a quarter of an authenticated request's CPU
 * (bench:api profile). Keyed by the whole token, so any altered byte is checked afresh; whether its
 * session is still live is decided per request all the same.
 */
const VERIFIED_MAX = 20_000;
const verifiedByKey = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; expiresAt: number }>>();

function verifiedTokens(key: Uint8Array) {
  let map = verifiedByKey.get(key);
  if (!map) {
    map = new Map();
    verifiedByKey.set(key, map);
  }
  return map;
}

function remember(
  map: Map<string, { claims: AccessClaims; expiresAt: number }>,
  token: string,
  entry: { claims: AccessClaims; expiresAt: number },
) {
  if (map.size >= VERIFIED_MAX) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(token, entry);
}
