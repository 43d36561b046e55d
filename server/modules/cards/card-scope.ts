import {
  can,
  FREEZE_AUTHORITY_LABEL,
  freezeAuthorityOf,
  isStaffRole,
  mayLiftFreeze,
  ROLE,
  type ActionRight,
} from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { getCardRow, type CardScope } from '@/server/db/queries/cards';
import type { AuthContext } from '@/server/http/context';
import { HttpError, notFound } from '@/server/http/errors';

/**
 * Which cards a caller reaches (PRODUCT.md "Cards", spec 6): a buyer their own, a team lead their own and
 * their team's, an owner the company's, staff every company's. Out of reach is 404, so ids of other
 * people's cards reveal nothing.
 */
export function scopeOf(auth: AuthContext): CardScope {
  if (isStaffRole(auth.role)) return { kind: 'all' };
  const companyId = auth.companyId ?? -1;
  if (auth.role === ROLE.owner) return { kind: 'company', companyId };
  if (auth.role === ROLE.teamLead) return { kind: 'lead', companyId, userId: auth.userId };
  return { kind: 'holder', companyId, userId: auth.userId };
}

export type ReachedCard = NonNullable<Awaited<ReturnType<typeof getCardRow>>>;

export function reaches(auth: AuthContext, row: ReachedCard): boolean {
  if (isStaffRole(auth.role)) return true;
  if (auth.companyId === null || row.card.companyId !== auth.companyId) return false;
  if (auth.role === ROLE.owner) return true;
  if (auth.role === ROLE.teamLead)
    return row.card.holderUserId === auth.userId || row.holder.teamLeadId === auth.userId;
  return row.card.holderUserId === auth.userId;
}

export async function reachCard(db: Db, auth: AuthContext, id: number): Promise<ReachedCard> {
  const row = await getCardRow(db, id);
  if (!row || !reaches(auth, row)) throw notFound();
  return row;
}

/** The full card data: the holder, or the owner of the holder's company. */
export function mayReveal(auth: AuthContext, row: ReachedCard): boolean {
  return (
    can(auth.role, 'card.reveal') &&
    (row.card.holderUserId === auth.userId || (auth.role === ROLE.owner && auth.companyId === row.card.companyId))
  );
}

/** What the caller may do with a card it reaches (the page shows exactly these actions). */
export function actionsOf(auth: AuthContext, row: ReachedCard) {
  const status = row.card.status;
  const right = (r: ActionRight) => can(auth.role, r);
  return {
    freeze: right('card.freeze') && status === 'active',
    unfreeze: right('card.freeze') && status === 'frozen' && mayLiftFreeze(auth.role, row.card.frozenByRole),
    close: right('card.close') && status !== 'closed',
    limits: right('card.limits') && status !== 'closed',
    rename: right('card.limits') && status !== 'closed',
    reveal: mayReveal(auth, row) && status !== 'closed',
  };
}

export const cardClosedConflict = () => new HttpError(409, apiMessage.cardClosed);

/** The refusal of an unfreeze by someone below the authority that froze the card; null when they may. */
export function unfreezeRefusal(
  auth: AuthContext,
  card: { status: string; frozenByRole: number | null },
): string | null {
  if (card.status !== 'frozen' || mayLiftFreeze(auth.role, card.frozenByRole)) return null;
  return apiMessage.unfreezeNeedsAuthority(FREEZE_AUTHORITY_LABEL[freezeAuthorityOf(card.frozenByRole)]!);
}
