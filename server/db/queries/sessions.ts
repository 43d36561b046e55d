import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { oncePerDb } from '@/server/db/once-per-db';
import { companies, refreshTokens, sessions, users } from '@/server/db/schema/index';

export async function createSession(
  db: Db,
  input: { userId: number; refreshTokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id,
      userId: input.userId,
      expiresAt: input.expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    });
    await tx.insert(refreshTokens).values({ tokenHash: input.refreshTokenHash, sessionId: id });
  });
  return id;
}

export type RotateResult =
  { outcome: 'rotated'; sessionId: string; userId: number } | { outcome: 'reused' | 'unknown' | 'ended' };

/**
 * How long after its rotation a refresh token may be presented again by a client that never received the
 * answer (the page reloaded or the connection dropped mid-refresh, so it still holds the old token).
 */
export const REFRESH_RETRY_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for a new one in the same session. A token presented a second time means it
 * was copied, and the whole session is revoked, so the thief's copy and the owner's both stop working;
 * except within REFRESH_RETRY_GRACE_MS of its rotation while its direct successor (the token it was
 * exchanged for, created at the same instant) is still unused and the newest token of the session: that is
 * the owner retrying a refresh whose answer was lost, so that successor is dropped and a new one issued in
 * its place. When the successor was already used (R0 → R1 → R2, then R0 again) someone else holds the
 * chain: the session is revoked, never R2 dropped to hand the caller a fresh pair.
 */
export async function rotateRefreshToken(db: Db, oldHash: string, newHash: string, now: Date): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, oldHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    let sessionId = claimed?.sessionId;
    if (!sessionId) {
      const [seen] = await tx
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, oldHash));
      if (!seen) return { outcome: 'unknown' } as const;
      const retried =
        seen.usedAt && now.getTime() - seen.usedAt.getTime() <= REFRESH_RETRY_GRACE_MS
          ? await dropUnusedSuccessor(tx, seen.sessionId, seen.usedAt)
          : false;
      if (!retried) {
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'refresh-token-reuse' })
          .where(and(eq(sessions.id, seen.sessionId), isNull(sessions.revokedAt)));
        return { outcome: 'reused' } as const;
      }
      sessionId = seen.sessionId;
    }
    const [session] = await tx
      .select({ userId: sessions.userId, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!session || session.revokedAt || session.expiresAt <= now) return { outcome: 'ended' } as const;
    // Stamped with the same clock as the old token's usedAt: a retry finds its successor by it.
    await tx.insert(refreshTokens).values({ tokenHash: newHash, sessionId, createdAt: now });
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    return { outcome: 'rotated', sessionId, userId: session.userId } as const;
  });
}

/**
 * The grace's one allowance: drops the direct successor of a token used at `usedAt` (created at that same
 * instant) when it is unused and no token of the session came after it. Locks the session's tokens, so two
 * retries at once cannot both pass. True when it dropped it.
 */
async function dropUnusedSuccessor(tx: Db, sessionId: string, usedAt: Date): Promise<boolean> {
  const tokens = await tx
    .select({ tokenHash: refreshTokens.tokenHash, createdAt: refreshTokens.createdAt, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), gte(refreshTokens.createdAt, usedAt)))
    .for('update');
  const successor = tokens.find((token) => token.createdAt.getTime() === usedAt.getTime());
  if (!successor || successor.usedAt || tokens.length !== 1) return false;
  const dropped = await tx
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, successor.tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return dropped.length === 1;
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of these users at once (password change, reset session, block). */
export async function revokeUserSessions(
  db: Db,
  userIds: number[],
  reason: string,
  now: Date,
  exceptSessionId?: string,
) {
  if (userIds.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        inArray(sessions.userId, userIds),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

export async function revokeCompanySessions(db: Db, companyId: number, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))),
      ),
    );
}

const liveSessionQuery = oncePerDb((db) =>
  db
    .select({
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      user: users,
      // Only what every request or user/me needs: companies grow wide, and each column costs on every call.
      company: {
        id: companies.id,
        name: companies.name,
        uuid: companies.uuid,
        isBlocked: companies.isBlocked,
        issuedCardsCount: companies.issuedCardsCount,
        cardsAvailableCount: companies.cardsAvailableCount,
        incomeFee: companies.incomeFee,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('find_live_session'),
);

/**
 * Everything the auth middleware needs to accept a request, with the caller's user and company rows, in
 * one round trip (a prepared statement: every request runs it). Handlers that show the caller (user/me)
 * need no second query.
 */
export type CallerCompany = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>['company'];

export async function findLiveSession(db: Db, sessionId: string) {
  const [row] = await liveSessionQuery(db).execute({ sessionId });
  return row ?? null;
}

/** Whether the user has signed in before from this IP address with this user agent (for "new sign-in"). */
export async function signedInBeforeFrom(
  db: Db,
  userId: number,
  ip: string | null,
  userAgent: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ip === null ? isNull(sessions.ip) : eq(sessions.ip, ip),
        userAgent === null ? isNull(sessions.userAgent) : eq(sessions.userAgent, userAgent.slice(0, 500)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
