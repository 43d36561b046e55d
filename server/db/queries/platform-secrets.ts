import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { platformSecrets } from '@/server/db/schema/index';

/**
 * Returns the named secret, making it with `make` the first time. Safe when several instances start at
 * once: the first insert wins and everyone reads the winner.
 */
export async function ensurePlatformSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(platformSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  return row!.value;
}
