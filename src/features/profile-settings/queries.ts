import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { telegramStatus } from '@/src/contracts/profile';
import { call } from '@/src/lib/api-client';
import { currentUserQuery } from '@/src/lib/current-user';

export const profileQueries = {
  telegramStatus: () =>
    queryOptions({
      queryKey: ['user', 'telegram-status'] as const,
      queryFn: ({ signal }) => call(telegramStatus, {}, { signal }),
    }),
};

/** After a profile change: the current user is read again (it carries names, timezone, twoFA, isProfileFilled). */
export function useReloadCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}
