import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  compensationPeriodDetails,
  compensationTotalAmount,
  createCompensationPeriod,
  listCompensationPeriods,
  stopCompensationPeriod,
  type CompensationCreateBody,
} from '@/src/contracts/compensation';
import type { BalanceCurrency } from '@/src/contracts/money';
import { call } from '@/src/lib/api-client';
import { formatDate } from '@/src/lib/dates';
import { notify } from '@/src/lib/notify';

type Paging = { page: number; perPage: number };
const COMPENSATION = ['admin-settings', 'compensation'] as const;

/** Payouts run every day: the figures are read afresh whenever the tab shows them. */
export const compensationQueries = {
  all: COMPENSATION,
  list: (paging: Paging) =>
    queryOptions({
      queryKey: [...COMPENSATION, 'list', paging] as const,
      queryFn: ({ signal }) => call(listCompensationPeriods, { query: paging }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  total: (currency: BalanceCurrency) =>
    queryOptions({
      queryKey: [...COMPENSATION, 'total', currency] as const,
      queryFn: ({ signal }) => call(compensationTotalAmount, { query: { currency } }, { signal }),
      staleTime: 0,
    }),
  details: (id: number, paging: Paging) =>
    queryOptions({
      queryKey: [...COMPENSATION, 'details', id, paging] as const,
      queryFn: ({ signal }) => call(compensationPeriodDetails, { params: { id }, query: paging }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/** 422 field errors go to the form; a 409 (another period is active) is the toast. */
export function useCreateCompensationPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompensationCreateBody) => call(createCompensationPeriod, { body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPENSATION }),
  });
}

export function useStopCompensationPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(stopCompensationPeriod, { params: { id } }),
    onSuccess: (answer) => notify.success(`${answer.message} End date: ${formatDate(answer.endDate)}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPENSATION }),
  });
}
