import { and, eq } from 'drizzle-orm';
import { oneTimeSecrets } from '@/server/db/schema/index';
import type { SecretPurpose } from '@/server/db/queries/one-time-secrets';
import type { TestContext } from './context';

/** How many one-time secrets of `purpose` a user holds, used or not: what a refused request must not add to. */
export async function secretsOf(t: TestContext, userId: number, purpose: SecretPurpose): Promise<number> {
  const rows = await t.db
    .select({ userId: oneTimeSecrets.userId })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.purpose, purpose)));
  return rows.length;
}
