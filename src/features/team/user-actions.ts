import { can, ROLE } from '@/src/contracts/access';
import { USER_STATUS } from '@/src/contracts/users';

export type UserAction = 'edit' | 'block' | 'unblock' | 'resetSessions' | 'delete';

interface Me {
  id: number;
  role: number | undefined;
}

interface Target {
  id: number;
  status: number;
  role: number;
}

/**
 * What a user page offers (me, target). Spec 4: the edit/block menu is hidden for users with status 0 or 1
 * and for oneself; a paused user gets Unblock instead. Rights come from ACTION_RIGHTS (the server refuses
 * the rest anyway): block, unblock and reset are team.manage, delete team.delete (owner only), edit user.edit.
 * The owner is nobody's to manage from the team screens.
 */
export function offeredUserActions(me: Me, target: Target): { menu: UserAction[]; buttons: UserAction[] } {
  const none = { menu: [], buttons: [] };
  if (me.role === undefined || me.id === target.id || target.role === ROLE.owner) return none;
  if (target.status === USER_STATUS.closed) return none;
  const mayDelete = can(me.role, 'team.delete');
  if (target.status === USER_STATUS.paused) {
    const buttons: UserAction[] = [];
    if (can(me.role, 'team.manage')) buttons.push('unblock');
    if (mayDelete) buttons.push('delete');
    return { menu: [], buttons };
  }
  const menu: UserAction[] = [];
  if (can(me.role, 'user.edit')) menu.push('edit');
  if (can(me.role, 'team.manage')) menu.push('block', 'resetSessions');
  if (mayDelete) menu.push('delete');
  return { menu, buttons: [] };
}
