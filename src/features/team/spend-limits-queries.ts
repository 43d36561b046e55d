import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getUserSpendLimits, setUserSpendLimits, type personLimitsBody } from '@/src/contracts/person-limits';
import type { z } from 'zod';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';

/** Per-person spend limits (issue 23) of a user the caller reaches (owner: company; lead: team). */
export const SPEND_LIMITS_KEY = ['spend-limits'] as const;

export const spendLimitQueries = {
  ofUser: (userId: number) =>
    queryOptions({
      queryKey: [...SPEND_LIMITS_KEY, 'user', userId] as const,
      queryFn: ({ signal }) =>
        call(getUserSpendLimits, { params: { id: userId } }, { signal, suppressToast: [403, 404] }),
    }),
};

export type LimitsInput = z.input<typeof personLimitsBody>;

export function useSaveSpendLimits(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitsInput) =>
      call(setUserSpendLimits, { params: { id: userId }, body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPEND_LIMITS_KEY }),
  });
}
