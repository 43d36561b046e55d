import type { Context } from 'hono';
import { effectivePermissions, type RoleId } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import { USER_STATUS } from '@/src/contracts/users';
import { findLiveSession } from '@/server/db/queries/sessions';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import { verifyAccessToken } from '@/server/modules/auth/access-tokens';

/**
 * Resolves the caller from `Authorization: Bearer …`. A token is honoured only while its session is live,
 * its user active and its company unblocked: revocation takes effect on the very next request.
 * Called only for endpoints that need a caller, so public ones never pay for it. A missing or bad token
 * is a 401, which makes the client refresh and retry once.
 */
export async function resolveAuth(c: Context<AppEnv>): Promise<AuthContext> {
  const header = c.req.header('authorization');
  if (!header) throw new HttpError(401, apiMessage.unauthenticated);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, apiMessage.unauthenticated);
  const { jwtKey, now } = c.var.deps;
  const claims = await verifyAccessToken(jwtKey, match[1]!, now());
  if (!claims) throw new HttpError(401, apiMessage.unauthenticated);
  const session = await liveSession(c, claims.sessionId);
  if (!session || session.user.id !== claims.userId || session.revokedAt || session.expiresAt <= now()) {
    throw new HttpError(401, apiMessage.unauthenticated);
  }
  const { user, company } = session;
  if (user.status !== USER_STATUS.active) throw new HttpError(401, apiMessage.userBlocked);
  if (company?.isBlocked) throw new HttpError(401, apiMessage.companyBlocked);
  const role = user.role as RoleId;
  return {
    userId: user.id,
    role,
    companyId: user.companyId,
    sessionId: claims.sessionId,
    teamLeadId: user.teamLeadId,
    permissions: effectivePermissions(role, user.permissions),
    user,
    company,
  };
}

/** The session with its user and company rows: from this instance's cache when it may serve it. */
async function liveSession(c: Context<AppEnv>, sessionId: string) {
  const { db, sessionCache } = c.var.deps;
  const cached = sessionCache?.get(sessionId);
  if (cached) return cached;
  const readEpoch = sessionCache?.beginRead() ?? 0;
  const row = await findLiveSession(db, sessionId);
  if (row && sessionCache) sessionCache.store(sessionId, row, readEpoch);
  return row;
}
