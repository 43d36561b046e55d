import type { Db } from '@/server/db/client';
import { lockOpenCardIdsOf } from '@/server/db/queries/team-cards';
import type { AuthContext } from '@/server/http/context';
import type { CardIssuer } from '@/server/providers/card-issuer/card-issuer';
import { changeStatus } from '@/server/modules/cards/card-status';

/**
 * A closed user's cards close with them (PRODUCT.md "Cards"), each the way a card close does it: the
 * issuer told first, then the status and the card-history event under the caller's name. Runs in the
 * user's delete transaction, so an issuer refusal (502) leaves the user and every card as they were.
 * Answers the ids of the cards closed.
 */
export async function closeCardsOf(
  tx: Db,
  issuer: CardIssuer,
  auth: AuthContext,
  holderUserId: number,
  now: Date,
): Promise<number[]> {
  const ids = await lockOpenCardIdsOf(tx, holderUserId);
  for (const id of ids) await changeStatus(tx, issuer, auth, id, 'close', now);
  return ids;
}
