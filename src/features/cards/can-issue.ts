import { can, hasPermission, type RoleId } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from '@/src/lib/current-user';

/**
 * Issuing needs the role's card.issue right and the user's own card_issue permission (spec 6); the server checks both
 * too.
 */
export function canIssueCards(user: CurrentUser | undefined): boolean {
  const role = roleOf(user);
  return (
    role !== undefined &&
    user !== undefined &&
    can(role, 'card.issue') &&
    hasPermission(role as RoleId, user.permissions, 'card_issue')
  );
}
