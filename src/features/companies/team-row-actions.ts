import type { TeamMember } from '@/src/contracts/team';
import { USER_STATUS } from '@/src/contracts/users';
import type { TeamUserDecision } from './mutations';

/**
 * What staff with company.editTeam may do to one client user: block an active one, unblock a paused one,
 * reset the sessions of anyone not closed. A closed user has nothing left to change.
 */
export function teamRowActions(member: Pick<TeamMember, 'status'>): { decision: TeamUserDecision; label: string }[] {
  const status = member.status.value;
  if (status === USER_STATUS.closed) return [];
  return [
    status === USER_STATUS.paused ? { decision: 'unblock', label: 'Unblock' } : { decision: 'block', label: 'Block' },
    { decision: 'resetSessions', label: 'Reset sessions' },
  ];
}
