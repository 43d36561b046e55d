import type { Context } from 'hono';
import type { TokenSet } from '@/src/contracts/auth';
import { createSession, signedInBeforeFrom } from '@/server/db/queries/sessions';
import { clientIp } from '@/server/http/client-ip';
import type { AppEnv } from '@/server/http/context';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { signedIn } from '@/server/modules/notifications/events';
import { signAccessToken } from './access-tokens';
import { voidCodesOnSignIn } from './one-time-codes';

/** Opens a session for a user who has just proven who they are, and answers its first token set. */
export async function openSession(c: Context<AppEnv>, userId: number): Promise<TokenSet> {
  const { db, config, jwtKey, now } = c.var.deps;
  const refreshToken = randomToken();
  const ip = clientIp(c);
  const userAgent = c.req.header('user-agent') ?? null;
  // The session and its "new sign-in" notification (for a browser not seen before) commit together.
  const sessionId = await db.transaction(async (tx) => {
    const known = await signedInBeforeFrom(tx, userId, ip, userAgent);
    const id = await createSession(tx, {
      userId,
      refreshTokenHash: sha256(refreshToken),
      expiresAt: new Date(now().getTime() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      ip,
      userAgent,
    });
    await signedIn(tx, { userId, sessionId: id, ip, userAgent, at: now(), known });
    await voidCodesOnSignIn(tx, userId, now());
    return id;
  });
  return tokenSet(jwtKey, userId, sessionId, refreshToken, config.ACCESS_TOKEN_TTL_SECONDS, now());
}

export async function tokenSet(
  key: Uint8Array,
  userId: number,
  sessionId: string,
  refreshToken: string,
  ttlSeconds: number,
  now: Date,
): Promise<TokenSet> {
  const access = await signAccessToken(key, { userId, sessionId }, ttlSeconds, now);
  return { tokenType: 'Bearer', accessToken: access.token, refreshToken, expiresAt: access.expiresAt };
}
