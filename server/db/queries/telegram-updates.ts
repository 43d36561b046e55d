import { lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { telegramUpdates } from '@/server/db/schema/index';

/** True the first time an update id is seen; false for a redelivery. */
export async function markUpdateSeen(db: Db, updateId: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(telegramUpdates)
    .values({ updateId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  // Telegram stops redelivering within a day; now and then forget what is older than two.
  if (updateId % 100 === 0)
    await db.delete(telegramUpdates).where(lt(telegramUpdates.receivedAt, new Date(now.getTime() - 2 * 86_400_000)));
  return inserted.length > 0;
}
