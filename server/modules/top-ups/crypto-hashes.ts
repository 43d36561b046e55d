import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { apiMessage } from '@/src/contracts/api-messages';
import { cryptoHashKey } from '@/src/contracts/top-ups';
import type { Db } from '@/server/db/client';
import { cryptoTopUpHashes } from '@/server/db/schema/index';
import { invalidField } from '@/server/http/errors';

/**
 * Claims a transaction hash on a chain (`network`: TRC20, ERC20, or null when unknown) for a crypto top-up
 * in the caller's transaction: a hash already credited (pending or accepted) on the same chain, or on an
 * unknown one, or on any chain when this one is unknown, is a 422 on `hash` and the top-up rolls back.
 * Claims of one hash take a transaction lock first, so a concurrent claim waits until the first commits and
 * then finds it taken; the unique (hash, network) constraint backs that for a named chain.
 */
export async function claimCryptoHash(tx: Db, hash: string, network: string | null, paymentId: number) {
  const key = cryptoHashKey(hash);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crypto_top_up_hashes:${key}`}))`);
  const sameChain = network ? or(isNull(cryptoTopUpHashes.network), eq(cryptoTopUpHashes.network, network)) : undefined;
  const taken = await tx
    .select({ id: cryptoTopUpHashes.id })
    .from(cryptoTopUpHashes)
    .where(and(eq(cryptoTopUpHashes.hash, key), sameChain))
    .limit(1);
  if (taken.length > 0) throw invalidField('hash', apiMessage.cryptoHashUsed);
  await tx.insert(cryptoTopUpHashes).values({ hash: key, network, paymentId });
}

/** A declined top-up gives its hash back, so the transaction can be recorded again correctly. */
export async function freeCryptoHash(tx: Db, paymentId: number): Promise<void> {
  await tx.delete(cryptoTopUpHashes).where(eq(cryptoTopUpHashes.paymentId, paymentId));
}
