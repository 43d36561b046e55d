import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { autoTopUpRuleBody } from '@/src/contracts/auto-top-up';
import { call } from '@/src/lib/api-client';
import { MONEY_QUERY_KEY } from '@/src/lib/company-balance';
import { notify } from '@/src/lib/notify';
import { companyRulesRoute, deleteRuleRoute, getRuleRoute, previewRuleRoute, saveRuleRoute } from './bank-routes';

/** Auto top-up rules (issue 23): read with the money, so a transfer or refill on screen asks them again. */
const RULES_KEY = [...MONEY_QUERY_KEY, 'auto-top-up'] as const;

export type RuleInput = z.input<typeof autoTopUpRuleBody>;
export type PreviewInput = Omit<RuleInput, 'dailyMaxCount' | 'dailyMaxAmount' | 'enabled'>;

export const autoTopUpQueries = {
  ofAccount: (binAccountId: number) =>
    queryOptions({
      queryKey: [...RULES_KEY, 'account', binAccountId] as const,
      queryFn: ({ signal }) =>
        call(getRuleRoute, { params: { id: binAccountId } }, { signal, suppressToast: [403, 404] }),
    }),
  ofCompany: () =>
    queryOptions({
      queryKey: [...RULES_KEY, 'company'] as const,
      queryFn: ({ signal }) => call(companyRulesRoute, {}, { signal, suppressToast: [403] }),
    }),
  /** "With today's rate this would move …": asked while the editor's figures are valid, never retried. */
  preview: (binAccountId: number, input: PreviewInput | null) =>
    queryOptions({
      queryKey: [...RULES_KEY, 'preview', binAccountId, input] as const,
      queryFn: ({ signal }) =>
        call(
          previewRuleRoute,
          {
            params: { id: binAccountId },
            query: {
              fromAccountId: input!.fromAccountId,
              below: input!.below,
              mode: input!.mode,
              amount: input!.amount ?? '',
              target: input!.target ?? '',
            },
          },
          { signal, suppressToast: [422] },
        ),
      enabled: input !== null,
      staleTime: 0,
      retry: false,
    }),
};

export function useSaveRule(binAccountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput) =>
      call(saveRuleRoute, { params: { id: binAccountId }, body }, { suppressToast: [422] }),
    onSuccess: () => notify.success('The auto top-up rule is saved'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}

export function useDeleteRule(binAccountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deleteRuleRoute, { params: { id: binAccountId } }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}
