import { eq } from 'drizzle-orm';
import { apiMessage } from '@/src/contracts/api-messages';
import { cryptoHashKey } from '@/src/contracts/top-ups';
import type { Db } from '@/server/db/client';
import { cryptoTopUpHashes } from '@/server/db/schema/index';
import { invalidField } from '@/server/http/errors';

/**
 * Claims a transaction hash for a crypto top-up in the caller's transaction: a hash already credited
 * (pending or accepted) is a 422 on `hash` and the top-up rolls back. A concurrent claim of the same
 * hash waits on the primary key until the first commits, and then finds it taken.
 */
export async function claimCryptoHash(tx: Db, hash: string, paymentId: number): Promise<void> {
  const claimed = await tx
    .insert(cryptoTopUpHashes)
    .values({ hash: cryptoHashKey(hash), paymentId })
    .onConflictDoNothing()
    .returning({ hash: cryptoTopUpHashes.hash });
  if (claimed.length === 0) throw invalidField('hash', apiMessage.cryptoHashUsed);
}

/** A declined top-up gives its hash back, so the transaction can be recorded again correctly. */
export async function freeCryptoHash(tx: Db, paymentId: number): Promise<void> {
  await tx.delete(cryptoTopUpHashes).where(eq(cryptoTopUpHashes.paymentId, paymentId));
}
