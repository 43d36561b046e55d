import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyAccountIds, companyAvailableBalances, companyTotalAmount } from '@/src/contracts/balances';
import { companyPayments, type PaymentFilters } from '@/src/contracts/payment-lists';
import {
  binAccountHistory,
  binAccountList,
  companyProviderList,
  companyTariffHistory,
  companyTariffScales,
  listTariffScales,
} from '@/src/contracts/tariffs';
import { sourceAccounts, sourceList } from '@/src/contracts/top-ups';
import { staffQuote } from '@/src/contracts/transfers';
import type { QuoteRequest } from '@/src/components/transfer/transfer-form-schema';
import { transferQuoteQuery } from '@/src/components/transfer/transfer-quote-query';
import { adminRequestCountsQuery } from '@/src/lib/admin-request-counts';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { companyQueries } from '@/src/features/companies/queries';
import { sharedKeys } from '@/src/lib/query-keys';

export type CompanyPaymentFilters = Omit<PaymentFilters, 'companyId'>;

/** Everything money of one company lives under its key, so one invalidation refreshes the whole page. */
const money = (id: number) => [...companyQueries.company(id), 'money'] as const;

/** Money is read afresh whenever it is shown: a balance restored from the offline cache may be out of date. */
const FRESH = { staleTime: 0 } as const;

export const moneyQueries = {
  money,
  balances: (id: number) =>
    queryOptions({
      queryKey: [...money(id), 'available-balances'] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(companyAvailableBalances, { params: { id } }, { signal }),
    }),
  /** The live quote of a staff transfer (the shared transfer form debounces what it asks for). */
  quote: (id: number) => (request: QuoteRequest | null) =>
    transferQuoteQuery(money(id), request, (query, signal) =>
      call(staffQuote, { params: { id }, query }, { signal, suppressToast: [400, 404, 422] }),
    ),
  totals: (id: number) =>
    queryOptions({
      queryKey: [...money(id), 'totals'] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(companyTotalAmount, { params: { id } }, { signal }),
    }),
  accounts: (id: number) =>
    queryOptions({
      queryKey: [...money(id), 'accounts'] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(companyAccountIds, { params: { id } }, { signal }),
    }),
  payments: (id: number, filters: CompanyPaymentFilters) =>
    queryOptions({
      queryKey: [...money(id), 'payments', filters] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(companyPayments, { params: { id }, query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  sources: () =>
    queryOptions({
      queryKey: ['top-up', 'source-list'] as const,
      queryFn: ({ signal }) => call(sourceList, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
  sourceAccounts: (id: number, sourceId: number) =>
    queryOptions({
      queryKey: [...money(id), 'source-accounts', sourceId] as const,
      queryFn: ({ signal }) => call(sourceAccounts, { params: { id, sourceId } }, { signal }),
    }),
  providers: (id: number) =>
    queryOptions({
      queryKey: [...money(id), 'providers'] as const,
      queryFn: ({ signal }) => call(companyProviderList, { params: { id } }, { signal }),
    }),
  tariffs: (id: number) =>
    queryOptions({
      queryKey: [...money(id), 'tariff-scales'] as const,
      queryFn: ({ signal }) => call(companyTariffScales, { params: { id } }, { signal }),
    }),
  tariffHistory: (id: number, page: number, perPage: number) =>
    queryOptions({
      queryKey: [...money(id), 'tariff-history', page, perPage] as const,
      queryFn: ({ signal }) => call(companyTariffHistory, { params: { id }, query: { page, perPage } }, { signal }),
      placeholderData: keepPreviousData,
    }),
  binAccounts: (id: number) =>
    queryOptions({
      queryKey: [...money(id), 'bin-accounts'] as const,
      queryFn: ({ signal }) => call(binAccountList, { params: { id } }, { signal }),
    }),
  binAccountHistory: (id: number, accountId: number, page: number, perPage: number) =>
    queryOptions({
      queryKey: [...money(id), 'bin-account-history', accountId, page, perPage] as const,
      queryFn: ({ signal }) =>
        call(binAccountHistory, { params: { id, accountId }, query: { page, perPage } }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The tariff scales to choose from (settings.tariff, which every role with company.selectTariff has). */
  scales: () =>
    queryOptions({
      queryKey: ['tariff-scales', 'options'] as const,
      queryFn: ({ signal }) => call(listTariffScales, { query: { page: 1, perPage: 200 } }, { signal }),
      staleTime: 60_000,
    }),
};

/**
 * A money change of a company: toasts the server's message, then refreshes the company (its balances,
 * lists and details), the admin header balance and the sidebar's +count badge.
 */
export function useMoneyMutation<V, R extends { message: string }>(companyId: number, send: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueries.company(companyId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminHeaderBalance }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.transferFunds }),
        queryClient.invalidateQueries({ queryKey: adminRequestCountsQuery.queryKey }),
      ]),
  });
}
