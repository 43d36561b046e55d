import { desc, eq, isNull } from 'drizzle-orm';
import { randomToken } from '@/server/lib/secrets';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { companies, referrals } from '@/server/db/schema/index';
import { pageWithTotal, paged } from '@/server/db/paging';

/** A fresh 16-character code (spec 5): 12 random bytes are exactly 16 base64url characters. */
export const newReferralHash = () => randomToken(12);

export type ReferralRow = typeof referrals.$inferSelect;

export async function listReferrals(db: Db, filter: { onlyThirdParty: boolean; page: number; perPage: number }) {
  const where = filter.onlyThirdParty ? isNull(referrals.companyId) : undefined;
  const rows = paged(
    db.select().from(referrals).where(where).orderBy(desc(referrals.createdAt), desc(referrals.id)),
    filter,
  );
  const { rows: records, totalCount } = await pageWithTotal(db, rows, referrals, where);
  return { records, totalCount };
}

export interface ReferralChanges {
  name?: string;
  condition?: string | null;
  freeTransferAmount?: string;
  freeTransferCount?: number;
}

/** A third-party referral with a generated code; a clash of codes (one in 2^96) is simply retried. */
export async function createReferral(db: Db, input: ReferralChanges & { name: string }): Promise<ReferralRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(referrals)
        .values({ ...input, referralHash: newReferralHash() })
        .returning();
      return row!;
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error, 'referrals_referral_hash_unique')) continue;
      throw error;
    }
  }
}

export async function updateReferral(
  db: Db,
  id: number,
  changes: ReferralChanges,
  now: Date,
): Promise<ReferralRow | null> {
  const [row] = await db
    .update(referrals)
    .set({ ...changes, updatedAt: now })
    .where(eq(referrals.id, id))
    .returning();
  return row ?? null;
}

/**
 * The referral a registration code names: a referral's own code, or a company's referral hash — then
 * the company's referral row is made on first use. Null for a code nobody has.
 */
export async function resolveReferralCode(db: Db, code: string): Promise<{ id: number; name: string } | null> {
  const [known] = await db
    .select({ id: referrals.id, name: referrals.name })
    .from(referrals)
    .where(eq(referrals.referralHash, code));
  if (known) return known;
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.referralHash, code));
  if (!company) return null;
  // Two registrations may race to make the row; the loser reads the winner's.
  await db
    .insert(referrals)
    .values({ name: company.name, referralHash: code, companyId: company.id })
    .onConflictDoNothing();
  const [made] = await db
    .select({ id: referrals.id, name: referrals.name })
    .from(referrals)
    .where(eq(referrals.referralHash, code));
  return made ?? null;
}
