import { ROLE_LABEL, type RoleId } from '@/src/contracts/access';

type HistoryUser = { firstName: string | null; lastName: string | null; role: number } | null;

/**
 * Who made a change, as the settings histories show it: the name with the role's label
 * ('Ann Lee (Senior administrator)'); a change without a user was made by the platform itself.
 */
export function historyUserLabel(user: HistoryUser): string {
  if (!user) return 'The platform (automatic)';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Unnamed user';
  const role = ROLE_LABEL[user.role as RoleId]?.description;
  return role ? `${name} (${role})` : name;
}
