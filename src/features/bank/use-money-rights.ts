import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@/src/contracts/access';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';

/** The signed-in client's money permissions (spec 6; role 2 holds them implicitly). */
export function useMoneyRights() {
  const user = useQuery(currentUserQuery).data;
  const role = roleOf(user);
  const has = (permission: 'top_up' | 'transfer_funds') =>
    Boolean(user && role !== undefined && hasPermission(role, user.permissions, permission));
  return { canTopUp: has('top_up'), canTransfer: has('transfer_funds') };
}
