import { hasPermission, type Permission } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { AuthContext } from './context';
import { HttpError } from './errors';

/**
 * Per-user permissions on top of the role (spec 6). A role the access table lets in may still lack the
 * permission; the 403 then says so with its own message (the client suppresses the balance one).
 */
export const permissionMissing = () => new HttpError(403, apiMessage.permissionMissing);

export function requirePermission(auth: AuthContext, permission: Permission) {
  if (!hasPermission(auth.role, auth.permissions, permission)) throw permissionMissing();
}

/** A client's own company (transfers, pay-in): every client role has one. */
export function clientCompanyOf(auth: AuthContext): number {
  if (auth.companyId === null) throw permissionMissing();
  return auth.companyId;
}
