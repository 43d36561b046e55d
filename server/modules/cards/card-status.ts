import { eq } from 'drizzle-orm';
import { apiMessage } from '@/src/contracts/api-messages';
import type { CardEvent, CardStatus } from '@/src/contracts/card-kinds';
import type { Db } from '@/server/db/client';
import { insertCardEvent, lockCard, type CardRow } from '@/server/db/queries/cards';
import { cards } from '@/server/db/schema/index';
import type { AuthContext } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import type { Deps } from '@/server/lib/deps';
import { CardIssuerError, type CardIssuer } from '@/server/providers/card-issuer/card-issuer';
import { cardClosedConflict, unfreezeRefusal } from './card-scope';

export type StatusAction = 'freeze' | 'unfreeze' | 'close';

const NEXT: Record<StatusAction, { from: CardStatus[]; to: CardStatus; event: CardEvent; refused: string }> = {
  freeze: { from: ['active'], to: 'frozen', event: 'frozen', refused: apiMessage.cardNotActive },
  unfreeze: { from: ['frozen'], to: 'active', event: 'unfrozen', refused: apiMessage.cardNotFrozen },
  close: { from: ['active', 'frozen'], to: 'closed', event: 'closed', refused: apiMessage.cardClosed },
};

async function callIssuer(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof CardIssuerError) throw new HttpError(502, apiMessage.cardIssuerFailed);
    throw error;
  }
}

/**
 * A status change: the card row is locked, the issuer told first (a refusal there changes nothing here),
 * then the status and the card-history event are written. A closed card stays closed.
 */
export async function changeStatus(
  tx: Db,
  issuer: CardIssuer,
  auth: AuthContext,
  cardId: number,
  action: StatusAction,
  now: Date,
): Promise<CardRow> {
  const card = (await lockCard(tx, cardId))!;
  const rule = NEXT[action];
  if (!rule.from.includes(card.status as CardStatus))
    throw card.status === 'closed' ? cardClosedConflict() : new HttpError(409, rule.refused);
  const refusal = action === 'unfreeze' ? unfreezeRefusal(auth, card) : null;
  if (refusal) throw new HttpError(403, refusal);
  await callIssuer(() => issuer[action](card.issuerCardId));
  // A frozen card remembers who froze it; any other status forgets it.
  const freezer =
    rule.to === 'frozen'
      ? { frozenByUserId: auth.userId, frozenByRole: auth.role }
      : { frozenByUserId: null, frozenByRole: null };
  const [updated] = await tx
    .update(cards)
    .set({ status: rule.to, ...freezer, updatedAt: now, ...(rule.to === 'closed' && { closedAt: now }) })
    .where(eq(cards.id, cardId))
    .returning();
  await insertCardEvent(tx, {
    cardId,
    companyId: card.companyId,
    type: rule.event,
    userId: auth.userId,
    status: rule.to,
    createdAt: now,
  });
  return updated!;
}

export async function changeLimits(
  tx: Db,
  issuer: CardIssuer,
  auth: AuthContext,
  cardId: number,
  limits: { perTransaction?: bigint | null; daily?: bigint | null; monthly?: bigint | null; lifetime?: bigint | null },
  now: Date,
) {
  const card = (await lockCard(tx, cardId))!;
  if (card.status === 'closed') throw cardClosedConflict();
  const next = {
    perTransaction: limits.perTransaction === undefined ? card.limitPerTransaction : limits.perTransaction,
    daily: limits.daily === undefined ? card.limitDaily : limits.daily,
    monthly: limits.monthly === undefined ? card.limitMonthly : limits.monthly,
    lifetime: limits.lifetime === undefined ? card.limitLifetime : limits.lifetime,
  };
  await callIssuer(() => issuer.setLimits(card.issuerCardId, next));
  await tx
    .update(cards)
    .set({
      limitPerTransaction: next.perTransaction,
      limitDaily: next.daily,
      limitMonthly: next.monthly,
      limitLifetime: next.lifetime,
      updatedAt: now,
    })
    .where(eq(cards.id, cardId));
  const str = (v: bigint | null) => (v === null ? null : v.toString());
  await insertCardEvent(tx, {
    cardId,
    companyId: card.companyId,
    type: 'limits',
    userId: auth.userId,
    status: card.status,
    info: {
      before: {
        perTransaction: str(card.limitPerTransaction),
        daily: str(card.limitDaily),
        monthly: str(card.limitMonthly),
        lifetime: str(card.limitLifetime),
      },
      after: {
        perTransaction: str(next.perTransaction),
        daily: str(next.daily),
        monthly: str(next.monthly),
        lifetime: str(next.lifetime),
      },
    },
    createdAt: now,
  });
}

export async function rename(tx: Db, auth: AuthContext, cardId: number, name: string, now: Date) {
  const card = (await lockCard(tx, cardId))!;
  if (card.status === 'closed') throw cardClosedConflict();
  await tx.update(cards).set({ name, updatedAt: now }).where(eq(cards.id, cardId));
  await insertCardEvent(tx, {
    cardId,
    companyId: card.companyId,
    type: 'renamed',
    userId: auth.userId,
    status: card.status,
    info: { before: card.name, after: name },
    createdAt: now,
  });
}

export const issuerFor = async (deps: Deps) => (await deps.cardIssuer()).issuer;
