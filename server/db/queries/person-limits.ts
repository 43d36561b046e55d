import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { fromExcluded } from '@/server/db/sql-fragments';
import { cardSpendDays, personSpendLimits } from '@/server/db/schema/index';

/** Per-person spend limits (issue 23): the rows, and what their holders spent, from migration 0013's kept days. */

export type PersonLimitRow = typeof personSpendLimits.$inferSelect;

export async function limitsOfUsers(db: Db, userIds: number[]): Promise<PersonLimitRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(personSpendLimits)
    .where(inArray(personSpendLimits.userId, userIds))
    .orderBy(asc(personSpendLimits.userId), asc(personSpendLimits.currency));
}

/** Spend per user and currency today and this month (UTC days), a few index rows per user. */
export async function spendOfUsers(db: Db, userIds: number[], dayStart: Date, monthStart: Date) {
  const spend = new Map<string, { today: bigint; month: bigint }>();
  if (userIds.length === 0) return spend;
  const day = dayStart.toISOString().slice(0, 10);
  const rows = await db
    .select({
      userId: cardSpendDays.holderUserId,
      currency: cardSpendDays.currency,
      today: sql<string>`coalesce(sum(case when ${cardSpendDays.day} >= ${day}::date then ${cardSpendDays.spend} end),
        0)::text`,
      month: sql<string>`coalesce(sum(${cardSpendDays.spend}), 0)::text`,
    })
    .from(cardSpendDays)
    .where(
      and(
        inArray(cardSpendDays.holderUserId, userIds),
        sql`${cardSpendDays.day} >= ${monthStart.toISOString().slice(0, 10)}::date`,
      ),
    )
    .groupBy(cardSpendDays.holderUserId, cardSpendDays.currency);
  for (const row of rows)
    spend.set(`${row.userId}:${row.currency}`, { today: BigInt(row.today), month: BigInt(row.month) });
  return spend;
}

/**
 * Replaces a user's limits in the caller's transaction: the user's rows are locked first (so two saves take
 * turns, and an authorization batch deciding this person's purchases finishes before or starts after), the
 * currencies left out are deleted and the others written.
 */
export async function replaceLimits(
  tx: Db,
  userId: number,
  limits: { currency: string; daily: bigint | null; monthly: bigint | null }[],
  setBy: number,
  now: Date,
) {
  const before = await tx
    .select()
    .from(personSpendLimits)
    .where(eq(personSpendLimits.userId, userId))
    .orderBy(asc(personSpendLimits.id))
    .for('update');
  const kept = limits.map((l) => l.currency);
  await tx
    .delete(personSpendLimits)
    .where(
      and(eq(personSpendLimits.userId, userId), kept.length ? notInArray(personSpendLimits.currency, kept) : undefined),
    );
  if (limits.length > 0)
    await tx
      .insert(personSpendLimits)
      .values(limits.map((l) => ({ ...l, userId, setBy, updatedAt: now })))
      .onConflictDoUpdate({
        target: [personSpendLimits.userId, personSpendLimits.currency],
        set: fromExcluded(personSpendLimits, ['daily', 'monthly', 'setBy', 'updatedAt']),
      });
  return before;
}
