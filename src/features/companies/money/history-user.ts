import { ROLE_LABEL, type RoleId } from '@/src/contracts/access';

/** Who made a change, as spec 3 "History user" gives it; no user means the platform did it. */
export function historyUserName(
  user: { firstName: string | null; lastName: string | null; role: number } | null,
): string {
  if (!user) return 'Automatic update';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const role = ROLE_LABEL[user.role as RoleId]?.description;
  return [name || 'Unnamed user', role ? `(${role})` : ''].filter(Boolean).join(' ');
}
