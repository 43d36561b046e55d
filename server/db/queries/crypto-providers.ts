import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cryptoProviders } from '@/server/db/schema/index';

/** Crypto pay-in providers (settings crypto-provider tab). */

export async function listCryptoProviders(db: Db) {
  return db
    .select({
      id: cryptoProviders.id,
      name: cryptoProviders.name,
      isDefault: cryptoProviders.isDefault,
      fee: cryptoProviders.fee,
    })
    .from(cryptoProviders)
    .orderBy(asc(cryptoProviders.id));
}

/**
 * Locks every provider in id order: a switch of the default touches the old and the new one, and
 * holding all of them makes concurrent switches go one after the other (there are only a few).
 */
export async function lockAllCryptoProviders(db: Db) {
  return db
    .select({ id: cryptoProviders.id, name: cryptoProviders.name })
    .from(cryptoProviders)
    .orderBy(asc(cryptoProviders.id))
    .for('update');
}

/** Clears the old default before setting the new one: the unique index allows one default at any moment. */
export async function makeDefaultCryptoProvider(db: Db, id: number) {
  await db
    .update(cryptoProviders)
    .set({ isDefault: false })
    .where(and(eq(cryptoProviders.isDefault, true), sql`${cryptoProviders.id} <> ${id}`));
  await db.update(cryptoProviders).set({ isDefault: true }).where(eq(cryptoProviders.id, id));
}
