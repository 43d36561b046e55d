import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RoleId } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { ApiError } from './api-error';
import { call } from './api-client';
import { takeEarlyCurrentUser, type EarlyResponse } from './early-current-user';
import { isLoggedIn } from './session';
import { whenCacheRestored } from './query-client';
import { meRoute } from './sign-in-routes';
import { setChosenTimezone } from './timezone';

const CACHE_RESTORE_WAIT_MS = 15_000;

async function fetchCurrentUser(signal: AbortSignal, early?: EarlyResponse) {
  // Spec 8: a failed user load is only logged; the guards then treat the user as absent (or cached offline).
  const user = await call(meRoute, {}, { signal, logOnly: 'The current user could not be loaded', early });
  setChosenTimezone(user.timezone);
  return user;
}

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});

export const roleOf = (user: CurrentUser | null | undefined): RoleId | undefined =>
  user?.roles[0]?.role.value as RoleId | undefined;

/**
 * Spec 2.5: before each navigation the current user is loaded. Offline, the last known user (from the
 * persisted cache) stands in so cached pages still open; a session the server has ended yields null.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  if (!isLoggedIn()) return null;
  // index.html's early request belongs to the page's first load only, whichever way that load goes: a later one
  // (offline at start, then back online) must not take its failure as its own.
  const early = takeEarlyCurrentUser();
  // Offline, the last known user comes from the persisted cache, which may still be on its way back from IndexedDB.
  // The wait is generous: reading a large cache back on a busy phone can take seconds, and giving up early
  // leaves no user, which the guards would take for a signed-out one and send to /login.
  const cached = async () => {
    await whenCacheRestored(CACHE_RESTORE_WAIT_MS);
    const user = queryClient.getQueryData(currentUserQuery.queryKey) ?? null;
    if (user) setChosenTimezone(user.timezone);
    return user;
  };
  // Offline the cached user opens the page at once rather than after the query's retries.
  if (!navigator.onLine) return await cached();
  try {
    return await queryClient.fetchQuery({
      ...currentUserQuery,
      queryFn: ({ signal }) => fetchCurrentUser(signal, early),
      staleTime: 0,
      retry: false,
    });
  } catch (error) {
    return error instanceof ApiError && error.code === 'ERR_NETWORK' ? await cached() : null;
  }
}
