import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { oneTimeSecrets } from '../schema/index';

export type SecretPurpose = 'login-code' | 'secret-code' | 'auth-hash' | 'telegram-start';

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
