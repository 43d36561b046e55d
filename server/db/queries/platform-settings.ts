import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { platformSettings, users } from '@/server/db/schema/index';

/** The platform's one settings row (migration 0014 writes it), with who changed it last. */
export async function getPlatformSettings(db: Db) {
  const [row] = await db
    .select({
      settings: platformSettings,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy))
    .where(eq(platformSettings.id, 1));
  if (!row) throw new Error('platform_settings has no row: migration 0014 writes it');
  return row;
}

/** The card FX fee percent, as an exact decimal string. */
export async function cardFxFeePercent(db: Db): Promise<string> {
  return (await getPlatformSettings(db)).settings.cardFxFeePercent;
}

/** The card FX fee percent, its row locked until the transaction ends (a change and its audit record go together). */
export async function lockCardFxFeePercent(db: Db): Promise<string> {
  const [row] = await db
    .select({ percent: platformSettings.cardFxFeePercent })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .for('update');
  if (!row) throw new Error('platform_settings has no row: migration 0014 writes it');
  return row.percent;
}

export async function setCardFxFeePercent(db: Db, percent: string, userId: number, now: Date) {
  await db
    .update(platformSettings)
    .set({ cardFxFeePercent: percent, updatedBy: userId, updatedAt: now })
    .where(eq(platformSettings.id, 1));
}
