import { PERMISSION_GRANTORS, PERMISSIONS, type Permission } from '@/src/contracts/access';

/** The per-user permissions of spec 6 in words. */
export const PERMISSION_LABEL: Record<Permission, string> = {
  see_balance: 'See balances',
  top_up: 'Top up',
  transfer_funds: 'Transfer funds',
  admin_withdrawal: 'Withdraw funds',
  card_issue: 'Issue cards',
};

/**
 * The permissions an editor of `role` may tick or untick: those PERMISSION_GRANTORS reserves to other roles
 * (admin_withdrawal: role 1 only) are not offered, since the server refuses their change (issue 17, item 2).
 */
export function permissionsEditableBy(role: number): Permission[] {
  return PERMISSIONS.filter((name) => {
    const grantors = PERMISSION_GRANTORS[name] as readonly number[] | undefined;
    return !grantors || grantors.includes(role);
  });
}

/**
 * What the form must send back unchanged: the user's permissions the editor cannot change. A hidden box
 * sends nothing, and sending the list without it would revoke it (which the server refuses).
 */
export function permissionsKeptFor(role: number, stored: readonly string[]): Permission[] {
  const editable = permissionsEditableBy(role);
  return PERMISSIONS.filter((name) => stored.includes(name) && !editable.includes(name));
}
