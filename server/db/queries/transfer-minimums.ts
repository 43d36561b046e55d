import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { transferMinimums } from '@/server/db/schema/index';

/** The transfer minimums of every balance currency (settings service-fee tab), by currency. */
export async function listTransferMinimums(db: Db) {
  return db
    .select({ id: transferMinimums.id, currency: transferMinimums.currency, amount: transferMinimums.amount })
    .from(transferMinimums)
    .orderBy(asc(transferMinimums.currency));
}

/** One currency's row, locked until the transaction ends so two changes of it go one at a time. */
export async function lockTransferMinimum(db: Db, currency: string) {
  const [row] = await db
    .select({ id: transferMinimums.id, amount: transferMinimums.amount })
    .from(transferMinimums)
    .where(eq(transferMinimums.currency, currency))
    .for('update');
  return row ?? null;
}

export async function setTransferMinimum(db: Db, input: { id: number; amount: bigint; userId: number; now: Date }) {
  await db
    .update(transferMinimums)
    .set({ amount: input.amount, updatedBy: input.userId, updatedAt: input.now })
    .where(eq(transferMinimums.id, input.id));
}
