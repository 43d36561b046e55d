import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/index';

export interface ProfileSettings {
  firstName?: string;
  lastName?: string;
  timezone?: string;
  twoFA?: boolean;
}

export async function updateProfileSettings(db: Db, userId: number, changes: ProfileSettings, now: Date) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Fills a profile once; false when it was already filled (a second submit changes nothing). */
export async function fillProfile(
  db: Db,
  userId: number,
  input: { firstName: string; lastName: string; phone?: string },
  now: Date,
): Promise<boolean> {
  const filled = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      isProfileFilled: true,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.isProfileFilled, false)))
    .returning({ id: users.id });
  return filled.length > 0;
}

export async function getTelegramLink(db: Db, userId: number) {
  const [row] = await db
    .select({ chatId: users.telegramChatId, username: users.telegramUsername })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Links the Telegram chat that opened the user's start link: notifications and codes go there from now on. */
export async function linkTelegramChat(db: Db, userId: number, chatId: string, username: string | null, now: Date) {
  await db
    .update(users)
    .set({ telegramChatId: chatId, ...(username ? { telegramUsername: username } : {}), updatedAt: now })
    .where(eq(users.id, userId));
}
