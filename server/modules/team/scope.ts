import { ROLE } from '@/src/contracts/access';
import type { UserScope } from '@/server/db/queries/team';
import type { AuthContext } from '@/server/http/context';
import { notFound } from '@/server/http/errors';

/**
 * The users a client caller works with, as server/lib/tenancy.ts reachesUser decides for one user: an
 * owner the whole company, a team lead themself and their team, a buyer only themself.
 */
export function scopeOf(auth: AuthContext): UserScope {
  // Every client user belongs to a company; a caller without one has nobody to list.
  if (auth.companyId === null) throw notFound();
  if (auth.role === ROLE.owner) return { kind: 'company', companyId: auth.companyId };
  if (auth.role === ROLE.teamLead) return { kind: 'team', companyId: auth.companyId, leadId: auth.userId };
  return { kind: 'self', companyId: auth.companyId, userId: auth.userId };
}
