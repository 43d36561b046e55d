import type { TokenSet } from '@/src/contracts/auth';

/** localStorage key of the login token (spec 3). */
export const TOKEN_KEY = 'token';
/** Bumped when the stored shape changes; a token of another version is treated as absent. */
export const TOKEN_VERSION = '1';

interface StoredToken {
  value: TokenSet;
  version: string;
}

/** Reads the stored token; a non-object or malformed value is removed and treated as absent (spec 3). */
export function readToken(storage: Storage = localStorage): TokenSet | null {
  const raw = storage.getItem(TOKEN_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    const stored = parsed as Partial<StoredToken>;
    if (stored.version !== TOKEN_VERSION) throw new Error('other version');
    if (!isTokenSet(stored.value)) throw new Error('malformed');
    return stored.value;
  } catch {
    storage.removeItem(TOKEN_KEY);
    return null;
  }
}

// A hand-written check rather than the contract's schema: this runs on every page before zod has loaded.
function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    t.tokenType === 'Bearer' &&
    typeof t.accessToken === 'string' &&
    typeof t.refreshToken === 'string' &&
    Number.isInteger(t.expiresAt)
  );
}

export function writeToken(token: TokenSet, storage: Storage = localStorage) {
  const stored: StoredToken = { value: token, version: TOKEN_VERSION };
  storage.setItem(TOKEN_KEY, JSON.stringify(stored));
}

export function clearToken(storage: Storage = localStorage) {
  storage.removeItem(TOKEN_KEY);
}

/** The user id inside an access token, without verifying it: only to tell whether another tab changed user. */
export function tokenUserId(token: TokenSet | null): string | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: string;
    };
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
