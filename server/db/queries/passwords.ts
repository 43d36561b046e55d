import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/index';
import { consumeSecret, inspectSecret, type SecretPurpose } from './one-time-secrets';
import { revokeUserSessions } from './sessions';

export type LinkPasswordResult = { outcome: 'set'; userId: number } | { outcome: 'used' | 'expired' | 'unknown' };

/**
 * Spends a one-time link and sets the password it was for, in one transaction: a link works exactly
 * once even when submitted twice at the same moment. `endSessions` signs the user out everywhere
 * (a reset: whoever knew the old password must not stay signed in).
 */
export async function setPasswordWithLink(
  db: Db,
  input: { secretHash: string; purpose: SecretPurpose; passwordHash: string; endSessions: boolean; now: Date },
): Promise<LinkPasswordResult> {
  const { secretHash, purpose, now } = input;
  const userId = await db.transaction(async (tx) => {
    const spentBy = await consumeSecret(tx, secretHash, purpose, now);
    if (spentBy === null) return null;
    await tx.update(users).set({ passwordHash: input.passwordHash, updatedAt: now }).where(eq(users.id, spentBy));
    if (input.endSessions) await revokeUserSessions(tx, [spentBy], 'password-reset', now);
    return spentBy;
  });
  if (userId !== null) return { outcome: 'set', userId };
  const why = await inspectSecret(db, secretHash, purpose, now);
  // 'valid' here means it was spent between the two statements by a concurrent request: used.
  return { outcome: why.state === 'valid' ? 'used' : why.state };
}

/** A new password from the settings page; the session that asked stays signed in, every other one ends. */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepSessionId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, [userId], 'password-change', now, keepSessionId);
  });
}
