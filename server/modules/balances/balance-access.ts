import { hasPermission, ROLE } from '@/src/contracts/access';
import type { AuthContext } from '@/server/http/context';
import { permissionMissing } from '@/server/http/permissions';

/**
 * Spec 6: a client sees the company balance with see_balance and canSeeBalance; the owner holds both
 * (see_balance implicitly, and nobody can take canSeeBalance from the owner). Returns the company id.
 */
export function balanceCompanyOf(auth: AuthContext): number {
  const allowed =
    hasPermission(auth.role, auth.permissions, 'see_balance') && (auth.role === ROLE.owner || auth.user.canSeeBalance);
  if (!allowed || auth.companyId === null) throw permissionMissing();
  return auth.companyId;
}
