import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { insertCardEvent } from '@/server/db/queries/cards';
import { binSets, cards } from '@/server/db/schema/index';
import { chargeFee } from '@/server/ledger/operations';
import { DAY, type SeededCard } from './demo-card-plans';

/** The demo cards' rows, look-ups and monthly fees, beside the history demo-cards.ts plays out. */

/** A demo card issued at its `createdAt`: the card row and its 'issued' history event by `issuedBy`. */
export async function insertIssuedCard(
  tx: Db,
  card: Omit<typeof cards.$inferInsert, 'updatedAt'> & { createdAt: Date },
  issuedBy: number | null,
) {
  const [row] = await tx
    .insert(cards)
    .values({ ...card, updatedAt: card.createdAt })
    .returning({ id: cards.id });
  await insertCardEvent(tx, {
    cardId: row!.id,
    companyId: card.companyId,
    type: 'issued',
    userId: issuedBy,
    status: 'active',
    createdAt: card.createdAt,
  });
  return row!.id;
}

export async function companyOfCard(tx: Db, cardId: number) {
  const [row] = await tx.select({ companyId: cards.companyId }).from(cards).where(eq(cards.id, cardId));
  return row?.companyId;
}

/** Each card's monthly maintenance fee for the months it has lived, and when the next one is due. */
export async function seedMonthlyFees(tx: Db, seeded: SeededCard[], now: Date, historyDays: number) {
  const since = now.getTime() - historyDays * DAY;
  const fees = new Map(
    (
      await tx.select({ id: binSets.id, currency: binSets.currency, fee: binSets.monthlyMaintenanceFee }).from(binSets)
    ).map((s) => [s.currency, s.fee]),
  );
  for (const card of seeded) {
    const fee = fees.get(card.plan.currency) ?? 0n;
    const [row] = await tx
      .select({ companyId: cards.companyId, status: cards.status, closedAt: cards.closedAt, last4: cards.last4 })
      .from(cards)
      .where(eq(cards.id, card.id));
    let due = new Date(card.issuedAt);
    due.setUTCMonth(due.getUTCMonth() + 1);
    while (due.getTime() <= now.getTime() && !(row!.closedAt && row!.closedAt.getTime() < due.getTime())) {
      if (fee > 0n && due.getTime() >= since) {
        await chargeFee(tx, {
          companyId: row!.companyId,
          accountId: card.accountId,
          type: 'card_monthly_fee',
          amount: fee,
          currency: card.plan.currency,
          initiator: { kind: 'rule' },
          description: `Card monthly fee •••• ${row!.last4}`,
          createdAt: due,
        }).catch(() => undefined);
      }
      due = new Date(due);
      due.setUTCMonth(due.getUTCMonth() + 1);
    }
    if (row!.status !== 'closed') await tx.update(cards).set({ nextMonthlyFeeAt: due }).where(eq(cards.id, card.id));
  }
}
