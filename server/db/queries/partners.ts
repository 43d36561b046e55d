import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { partnerButtons, socialLinks } from '@/server/db/schema/index';

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

/** The social links beside the partner button, in their order. */
export function listSocialLinks(db: Db) {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.position));
}

export type SocialLinkValues = { kind: string; label: string; url: string };

/**
 * Replaces the whole list in one transaction, under a transaction-scoped advisory lock so two saves at once end
 * as one or the other, never a mix. Answers the list as it was, for the audit record.
 */
export async function replaceSocialLinks(db: Db, links: SocialLinkValues[], by: number, at: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('social_links'))`);
    const before = await listSocialLinks(tx);
    await tx.delete(socialLinks);
    if (links.length) {
      await tx
        .insert(socialLinks)
        .values(links.map((link, position) => ({ ...link, position, updatedBy: by, updatedAt: at })));
    }
    return before;
  });
}
