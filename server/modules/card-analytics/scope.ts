import { isStaffRole, ROLE } from '@/src/contracts/access';
import { getCompanyRow } from '@/server/db/queries/companies';
import { teamMemberIds, type SpendScope } from '@/server/db/queries/card-analytics';
import type { Db } from '@/server/db/client';
import type { AuthContext } from '@/server/http/context';
import { notFound } from '@/server/http/errors';

/**
 * Whose card transactions a caller's figures cover (PRODUCT.md "Cards", spend.view): a buyer the cards
 * they hold, a team lead their own and their team's, an owner the whole company. Staff name a company or,
 * without one, see the platform. A client naming another company gets 404, as if it did not exist.
 */
export async function callerScope(db: Db, auth: AuthContext, companyId?: number): Promise<SpendScope> {
  if (isStaffRole(auth.role)) {
    if (companyId === undefined) return {};
    if (!(await getCompanyRow(db, companyId))) throw notFound();
    return { companyId };
  }
  if (auth.companyId === null || (companyId !== undefined && companyId !== auth.companyId)) throw notFound();
  if (auth.role === ROLE.owner) return { companyId: auth.companyId };
  if (auth.role === ROLE.teamLead)
    return { companyId: auth.companyId, holderUserIds: [auth.userId, ...(await teamMemberIds(db, auth.userId))] };
  return { companyId: auth.companyId, holderUserIds: [auth.userId] };
}
