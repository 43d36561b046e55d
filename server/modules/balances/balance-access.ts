import { hasPermission, ROLE, type Permission } from '../../../src/contracts/access';
import { apiMessage } from '../../../src/contracts/api-messages';
import type { AuthContext } from '../../http/context';
import { HttpError } from '../../http/errors';

/**
 * Per-user permissions on top of the role (spec 6). A role the access table lets in may still lack the
 * permission; the 403 then says so with its own message (the client suppresses the balance one).
 */
export const permissionMissing = () => new HttpError(403, apiMessage.permissionMissing);

export function requirePermission(auth: AuthContext, permission: Permission) {
  if (!hasPermission(auth.role, auth.permissions, permission)) throw permissionMissing();
}

/**
 * Spec 6: a client sees the company balance with see_balance and canSeeBalance; the owner holds both
 * (see_balance implicitly, and nobody can take canSeeBalance from the owner). Returns the company id.
 */
export function balanceCompanyOf(auth: AuthContext): number {
  const allowed = hasPermission(auth.role, auth.permissions, 'see_balance') && (auth.role === ROLE.owner || auth.user.canSeeBalance);
  if (!allowed || auth.companyId === null) throw permissionMissing();
  return auth.companyId;
}

/** A client's own company (transfers, pay-in): every client role has one. */
export function clientCompanyOf(auth: AuthContext): number {
  if (auth.companyId === null) throw permissionMissing();
  return auth.companyId;
}
