import type { Context } from 'hono';
import { isClientRole } from '@/src/contracts/access';
import type { teamEndpoints } from '@/src/contracts/team';
import type { UserRow } from '@/server/db/queries/team';
import { getUserRow } from '@/server/db/queries/users';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { refuseUserAct, userTarget } from '@/server/http/user-target';
import { actOnUser, type UserAction } from './user-actions';

type ActionEndpoints = Pick<
  typeof teamEndpoints,
  | 'deleteUser'
  | 'blockTeamUser'
  | 'unblockTeamUser'
  | 'resetTeamUserSessions'
  | 'backofficeBlockUser'
  | 'backofficeUnblockUser'
  | 'backofficeResetUserSessions'
>;

type Db = Parameters<typeof getUserRow>[0];

/**
 * A user of the caller's team (owner: company) other than the caller and the owner; 404 when out of reach.
 * Pausing, closing and signing out are the `rights` act (server/lib/user-target.ts).
 */
const teamTarget = (db: Db, auth: AuthContext, id: number): Promise<UserRow> => userTarget(db, auth, id, 'rights');

/** Staff act on client users only: a staff account is not a company's person (404, as for no user). */
async function clientTarget(db: Db, auth: AuthContext, id: number): Promise<UserRow> {
  const target = await getUserRow(db, id);
  if (!target || !isClientRole(target.role) || target.companyId === null) throw notFound();
  refuseUserAct(auth, target, 'rights');
  return target;
}

interface ActionInput {
  auth: AuthContext;
  c: Context<AppEnv>;
}

const teamAction =
  (action: UserAction) =>
  async ({ auth, params, c }: ActionInput & { params: { id: number } }) => ({
    message: await actOnUser(c, auth, await teamTarget(c.var.deps.db, auth, params.id), action),
  });

const staffAction =
  (action: UserAction) =>
  async ({ auth, body, c }: ActionInput & { body: { userId: number } }) => ({
    message: await actOnUser(c, auth, await clientTarget(c.var.deps.db, auth, body.userId), action),
  });

export const teamActionHandlers: Handlers<ActionEndpoints> = {
  deleteUser: teamAction('delete'),
  blockTeamUser: teamAction('block'),
  unblockTeamUser: teamAction('unblock'),
  resetTeamUserSessions: teamAction('resetSession'),
  backofficeBlockUser: staffAction('block'),
  backofficeUnblockUser: staffAction('unblock'),
  backofficeResetUserSessions: staffAction('resetSession'),
};
