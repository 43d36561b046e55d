import { ROLE_LABEL, type RoleId } from '@/src/contracts/access';
import { teamLabel, type TeamMember, type UserOption } from '@/src/contracts/team';
import { USER_STATUS_LABEL } from '@/src/contracts/users';
import type { TeamMemberRow, UserOptionRow, UserRow } from '@/server/db/queries/team';
import { formatMinor } from '@/server/ledger/amounts';
import { specDate } from '@/server/lib/spec-date';

/** The team a user is in: a buyer's lead, a lead's own id, nobody else's. */
export const teamIdOf = (row: Pick<UserRow, 'id' | 'role' | 'teamLeadId'>) =>
  row.role === 3 ? row.id : row.role === 4 ? row.teamLeadId : null;

/** Spec 3 "Team-member list item". */
export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    teamName: row.teamName,
    teamId: teamIdOf(row),
    teamLabel: teamLabel(row),
    cardsCount: row.cardsCount,
    spend: (typeof row.cardSpends === 'string'
      ? (JSON.parse(row.cardSpends) as [string, string][])
      : row.cardSpends
    ).map(([currencyCode, minor]) => ({ amount: formatMinor(BigInt(minor), currencyCode), currencyCode })),
    status: { value: row.status, description: USER_STATUS_LABEL[row.status] ?? 'Unknown' },
    role: { value: row.role, description: ROLE_LABEL[row.role as RoleId]?.description ?? 'Unknown' },
    isInvitePending: row.passwordHash === null,
    createdAt: specDate(row.createdAt),
  };
}

/** "First Last", or the e-mail while the user has no name yet. */
export const displayName = (row: Pick<UserOptionRow, 'firstName' | 'lastName' | 'email'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

export const toUserOption = (row: UserOptionRow): UserOption => ({
  id: row.id,
  name: displayName(row),
  email: row.email,
});
