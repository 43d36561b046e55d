import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { partnerButtons } from '@/server/db/schema/index';

/** The one partner button (the table may hold one row: the first is the button). */
export async function getPartnerButtonRow(db: Db) {
  const [row] = await db.select().from(partnerButtons).orderBy(asc(partnerButtons.id)).limit(1);
  return row ?? null;
}

export type PartnerButtonValues = { name: string; url: string; isPublished: boolean; design: Record<string, unknown> };

/**
 * Writes the button: updates the row, or makes it on the first save. A transaction-scoped advisory lock
 * keeps two first saves from making two rows.
 */
export async function savePartnerButtonRow(db: Db, values: PartnerButtonValues, by: number, at: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner_buttons'))`);
    const current = await getPartnerButtonRow(tx);
    if (current) {
      await tx
        .update(partnerButtons)
        .set({ ...values, updatedBy: by, updatedAt: at })
        .where(eq(partnerButtons.id, current.id));
    } else {
      await tx.insert(partnerButtons).values({ ...values, updatedBy: by, createdAt: at, updatedAt: at });
    }
  });
}
