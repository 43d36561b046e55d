import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyAvailableBalances } from '@/src/contracts/balances';
import { getCompany, searchCompanies } from '@/src/contracts/companies';
import {
  binPayments,
  financeDetailsEndpoint,
  financeTotalsEndpoint,
  topUpWithdrawalPayments,
  transitPayments,
  type PaymentFilters,
} from '@/src/contracts/payment-lists';
import { acceptTopUp, acceptWithdrawal, declineTopUp, declineWithdrawal } from '@/src/contracts/top-ups';
import { adminRequestCountsQuery } from '@/src/lib/admin-request-counts';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import type { TransferFundsTab } from './transfer-funds-search';
import { sharedKeys } from '@/src/lib/query-keys';

const LISTS = { transit: transitPayments, 'top-up-withdrawal': topUpWithdrawalPayments, bin: binPayments } as const;

export interface FinanceFilters {
  companyId?: number;
  from: string;
  to: string;
}

export const transferFundsQueries = {
  all: sharedKeys.transferFunds,
  list: (tab: Exclude<TransferFundsTab, 'finance'>, filters: PaymentFilters) =>
    queryOptions({
      queryKey: [...transferFundsQueries.all, 'list', tab, filters] as const,
      // Decisions move money: the lists are read afresh whenever they are shown.
      staleTime: 0,
      // A newer filter aborts the older request through `signal` once nothing observes it.
      queryFn: ({ signal }) => call(LISTS[tab], { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  financeTotals: (filters: FinanceFilters) =>
    queryOptions({
      queryKey: [...transferFundsQueries.all, 'finance-totals', filters] as const,
      queryFn: ({ signal }) => call(financeTotalsEndpoint, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  financeDetails: (filters: FinanceFilters & { page: number; perPage: number }) =>
    queryOptions({
      queryKey: [...transferFundsQueries.all, 'finance-details', filters] as const,
      queryFn: ({ signal }) => call(financeDetailsEndpoint, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The company filter's suggestions: up to 20 companies whose name or uuid contains `query`. */
  companies: (query: string) =>
    queryOptions({
      queryKey: [...transferFundsQueries.all, 'companies', query] as const,
      queryFn: ({ signal }) => call(searchCompanies, { query: query ? { query } : {} }, { signal }),
      staleTime: 60_000,
    }),
  /** The name of a company chosen before this page was opened (a shared link, a reload). */
  /** The chosen company's accounts with balance, hold and available: read afresh, money moves. */
  availableBalances: (companyId: number) =>
    queryOptions({
      queryKey: [...transferFundsQueries.all, 'available-balances', companyId] as const,
      queryFn: ({ signal }) => call(companyAvailableBalances, { params: { id: companyId } }, { signal }),
      staleTime: 0,
    }),
  companyName: (id: number) =>
    queryOptions({
      queryKey: [...transferFundsQueries.all, 'company-name', id] as const,
      queryFn: async ({ signal }) =>
        (await call(getCompany, { params: { id } }, { signal, suppressToast: [404] })).name,
      staleTime: 60_000,
    }),
};

export type Decision = 'accept' | 'decline';

/**
 * Role 1 accepts or declines a pending top-up or withdrawal. The request carries an Idempotency-Key made
 * once per confirmation; the answer is the server's message; the lists, balances and badge follow.
 */
export function usePaymentDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      paymentId,
      type,
      decision,
      key,
    }: {
      paymentId: number;
      type: 'top_up' | 'withdrawal';
      decision: Decision;
      key: string;
    }) => {
      const spec =
        type === 'top_up'
          ? decision === 'accept'
            ? acceptTopUp
            : declineTopUp
          : decision === 'accept'
            ? acceptWithdrawal
            : declineWithdrawal;
      return call(spec, { params: { paymentId } }, { headers: { 'Idempotency-Key': key } });
    },
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transferFundsQueries.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.companies }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminHeaderBalance }),
        queryClient.invalidateQueries({ queryKey: adminRequestCountsQuery.queryKey }),
      ]),
  });
}
