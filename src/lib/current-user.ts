import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RoleId } from '../contracts/access';
import { me } from '../contracts/users';
import type { CurrentUser } from '../contracts/users';
import { ApiError } from './api-error';
import { call } from './api-client';
import { isLoggedIn } from './session';
import { setChosenTimezone } from './timezone';

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: async ({ signal }) => {
    const user = await call(me, {}, { signal });
    setChosenTimezone(user.timezone);
    return user;
  },
});

export const roleOf = (user: CurrentUser | null | undefined): RoleId | undefined => user?.roles[0]?.role.value as RoleId | undefined;

/**
 * Spec 2.5: before each navigation the current user is loaded. Offline, the last known user (from the
 * persisted cache) stands in so cached pages still open; a session the server has ended yields null.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  if (!isLoggedIn()) return null;
  try {
    return await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ERR_NETWORK') {
      const cached = queryClient.getQueryData(currentUserQuery.queryKey) ?? null;
      if (cached) setChosenTimezone(cached.timezone);
      return cached;
    }
    return null;
  }
}
