import { effectivePermissions, ROLE_LABEL, type RoleId } from '@/src/contracts/access';
import { teamLabel } from '@/src/contracts/team';
import { USER_STATUS_LABEL, type UserView } from '@/src/contracts/users';
import type { users } from '@/server/db/schema/index';
import { specDate } from '@/server/lib/spec-date';

/** A user row as colleagues and staff see it (spec 3 "Other user views"). */
export function toUserView(row: typeof users.$inferSelect): UserView {
  const role = row.role as RoleId;
  const roleDescription = ROLE_LABEL[role]?.description ?? 'Unknown';
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: { value: row.status, description: USER_STATUS_LABEL[row.status] ?? 'Unknown' },
    roles: [{ id: role, role: { description: roleDescription } }],
    role: { value: role, description: roleDescription },
    teamName: row.teamName,
    teamLead: row.teamLeadId ? { id: row.teamLeadId } : null,
    teamLabel: teamLabel(row),
    currencyCode: row.balanceCurrency,
    companyId: row.companyId,
    canSeeBalance: row.canSeeBalance,
    permissions: effectivePermissions(role, row.permissions),
    isInvitePending: row.passwordHash === null,
    createdAt: specDate(row.createdAt),
  };
}
