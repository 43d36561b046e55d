import { userActRefusal, type UserAct, type UserActRefusal } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/queries/team';
import { getUserRow } from '@/server/db/queries/users';
import type { AuthContext } from './context';
import { HttpError, notFound } from './errors';
import { reachesUser } from '@/server/lib/tenancy';

const REFUSAL: Record<UserActRefusal, { status: 403 | 422; message: string }> = {
  self: { status: 422, message: apiMessage.notOnYourself },
  owner: { status: 422, message: apiMessage.notOnOwner },
  authority: { status: 403, message: apiMessage.notAboveYou },
};

/**
 * Throws when the caller may not `act` on this user they reach (contracts/access.ts userActRefusal): 403
 * for a user of equal or higher authority, 422 for oneself or the owner. `field` names the body field that
 * asked for it, so a form shows the refusal next to it.
 */
export function refuseUserAct(
  auth: AuthContext,
  target: Pick<UserRow, 'id' | 'role'>,
  act: UserAct,
  field?: string,
): void {
  const refusal = userActRefusal({ id: auth.userId, role: auth.role }, target, act);
  if (!refusal) return;
  const { status, message } = REFUSAL[refusal];
  throw new HttpError(status, message, field ? { [field]: [message] } : undefined);
}

/**
 * The user behind an id in a path or body, for every endpoint that takes one: 404 when it does not exist or
 * the caller does not reach it (an id of another company reveals nothing), then the act rule above.
 */
export async function userTarget(db: Db, auth: AuthContext, id: number, act: UserAct): Promise<UserRow> {
  const target = await getUserRow(db, id);
  if (!target || !reachesUser(auth, target)) throw notFound();
  refuseUserAct(auth, target, act);
  return target;
}
