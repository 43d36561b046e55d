import { isStaffRole, ROLE } from '@/src/contracts/access';
import type { AuthContext } from './caller';

/** The company and team a user belongs to: what decides whether a caller may reach them. */
export interface UserPlacement {
  id: number;
  companyId: number | null;
  teamLeadId: number | null;
}

/**
 * Whether the caller may reach this user at all. Staff reach everyone (their action rights narrow what
 * they may do); a client never reaches outside their own company: an owner reaches the whole company, a
 * team lead themself and their team, a buyer only themself. Callers answer 404 when this is false, so ids
 * of other companies' users reveal nothing.
 */
export function reachesUser(auth: AuthContext, target: UserPlacement): boolean {
  if (isStaffRole(auth.role)) return true;
  if (auth.companyId === null || target.companyId !== auth.companyId) return false;
  if (auth.role === ROLE.owner) return true;
  if (auth.role === ROLE.teamLead) return target.id === auth.userId || target.teamLeadId === auth.userId;
  return target.id === auth.userId;
}
