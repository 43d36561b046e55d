import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import { USER_STATUS } from '@/src/contracts/users';
import type { Db } from '@/server/db/client';
import { voidSecrets } from '@/server/db/queries/one-time-secrets';
import { revokeUserSessions } from '@/server/db/queries/sessions';
import { detachMembers, setUserStatus, type UserRow } from '@/server/db/queries/team';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import { audit } from '@/server/http/audit';
import { issuerFor } from '@/server/modules/cards/card-status';
import { closeCardsOf } from './close-user-cards';

export type UserAction = 'block' | 'unblock' | 'resetSession' | 'delete';

const refuse = (message: string) => new HttpError(422, message);

/**
 * Pauses, activates, signs out or closes a user, with its audit record in the same transaction. The
 * caller has already been checked: the user is theirs to act on (reach, role, not themself).
 */
export async function actOnUser(
  c: Context<AppEnv>,
  auth: AuthContext,
  target: UserRow,
  action: UserAction,
): Promise<string> {
  const { db, now } = c.var.deps;
  const at = now();
  const record = { entityType: 'user', entityId: target.id, companyId: target.companyId } as const;
  /** The user's new status and its audit record (the status before and after), in `tx`. */
  const setStatus = async (tx: Db, status: number, action: 'user.block' | 'user.unblock') => {
    await setUserStatus(tx, target.id, status, at);
    await audit(tx, c, auth, { ...record, action, before: { status: target.status }, after: { status } });
  };

  if (action === 'resetSession') {
    await db.transaction(async (tx) => {
      await revokeUserSessions(tx, [target.id], 'user-reset-session', at);
      await audit(tx, c, auth, { ...record, action: 'user.resetSession' });
    });
    return apiMessage.userSessionsReset;
  }

  if (action === 'unblock') {
    // Only a pause is undone here: a closed user stays closed.
    if (target.status !== USER_STATUS.paused) throw refuse(apiMessage.userNotPaused);
    await db.transaction((tx) => setStatus(tx, USER_STATUS.active, 'user.unblock'));
    return apiMessage.userActivated;
  }

  if (target.status === USER_STATUS.closed) throw refuse(apiMessage.userIsClosed);

  if (action === 'block') {
    await db.transaction(async (tx) => {
      await setStatus(tx, USER_STATUS.paused, 'user.block');
      // The live-session check reads the status on every request too; ending the sessions makes it final.
      await revokeUserSessions(tx, [target.id], 'user-blocked', at);
    });
    return apiMessage.userPaused;
  }

  const issuer = await issuerFor(c.var.deps);
  await db.transaction(async (tx) => {
    await setUserStatus(tx, target.id, USER_STATUS.closed, at);
    await revokeUserSessions(tx, [target.id], 'user-closed', at);
    // An invitee who never set a password must not be able to with the link still in their mailbox.
    await voidSecrets(tx, target.id, 'confirm-user', at);
    await voidSecrets(tx, target.id, 'password-reset', at);
    // A closed team lead leaves their members without a team.
    const detached = target.role === 3 ? await detachMembers(tx, target.id, at) : [];
    const closedCardIds = await closeCardsOf(tx, issuer, auth, target.id, at);
    await audit(tx, c, auth, {
      ...record,
      action: 'user.delete',
      before: { status: target.status },
      after: {
        status: USER_STATUS.closed,
        ...(detached.length > 0 && { detachedMemberIds: detached }),
        ...(closedCardIds.length > 0 && { closedCardIds }),
      },
    });
  });
  return apiMessage.userClosed;
}
