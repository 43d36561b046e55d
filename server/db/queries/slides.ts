import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { slideViews } from '@/server/db/schema/index';

/** Which of these slide items the user has viewed. */
export async function viewedSlideKeys(db: Db, userId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: slideViews.slideKey })
    .from(slideViews)
    .where(and(eq(slideViews.userId, userId), inArray(slideViews.slideKey, [...keys])));
  return new Set(rows.map((r) => r.key));
}

/** Marks one item viewed; a second time keeps the first viewing time. */
export async function markSlideViewed(db: Db, userId: number, key: string, at: Date) {
  await db.insert(slideViews).values({ userId, slideKey: key, viewedAt: at }).onConflictDoNothing();
}
