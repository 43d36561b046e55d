import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { oneTimeSecrets } from '@/server/db/schema/index';

export type SecretPurpose =
  'login-code' | 'secret-code' | 'auth-hash' | 'telegram-start' | 'confirm-user' | 'password-reset' | 'card-reveal';

export async function storeSecret(
  db: Db,
  input: { secretHash: string; purpose: SecretPurpose; userId: number; expiresAt: Date },
) {
  await db.insert(oneTimeSecrets).values(input).onConflictDoNothing();
}

/** Marks the secret used and returns its user, or null when it is unknown, used or expired. Atomic. */
export async function consumeSecret(db: Db, secretHash: string, purpose: SecretPurpose, now: Date) {
  const [row] = await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeSecrets.secretHash, secretHash),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeSecrets.userId });
  return row?.userId ?? null;
}

export type SecretState =
  { state: 'valid'; userId: number; expiresAt: Date } | { state: 'used' | 'expired' | 'unknown' };

/** What became of a secret, without using it: lets a link's page say "used" or "expired" before its form. */
export async function inspectSecret(
  db: Db,
  secretHash: string,
  purpose: SecretPurpose,
  now: Date,
): Promise<SecretState> {
  const [row] = await db
    .select({ userId: oneTimeSecrets.userId, expiresAt: oneTimeSecrets.expiresAt, usedAt: oneTimeSecrets.usedAt })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.secretHash, secretHash), eq(oneTimeSecrets.purpose, purpose)));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', userId: row.userId, expiresAt: row.expiresAt };
}

/** Ends every unused secret of this purpose for the user, so only the one sent next works. */
export async function voidSecrets(db: Db, userId: number, purpose: SecretPurpose, now: Date) {
  await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.purpose, purpose), isNull(oneTimeSecrets.usedAt)));
}
