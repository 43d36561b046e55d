import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  cardDetails,
  cardHistory,
  cardTransactions,
  declineFee,
  issuancePreview,
  listCards,
  type CardListQuery,
} from '@/src/contracts/cards';
import { usersForIssueCard } from '@/src/contracts/team';
import { call } from '@/src/lib/api-client';
import { sharedKeys } from '@/src/lib/query-keys';

export type CardListFilters = CardListQuery & { page: number; perPage: number };

/**
 * One key tree for cards: a change to a card (status, limits, a new card) invalidates `cardQueries.all`, which
 * refreshes every list and page showing it. Card figures move with every purchase, so they are read afresh
 * whenever shown (staleTime 0) rather than trusted from the offline cache.
 */
export const cardQueries = {
  all: sharedKeys.cards,
  list: (filters: CardListFilters) =>
    queryOptions({
      queryKey: [...cardQueries.all, 'list', filters] as const,
      queryFn: ({ signal }) => call(listCards, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...cardQueries.all, 'detail', id] as const,
      // The page says "Card not found" itself.
      queryFn: ({ signal }) => call(cardDetails, { params: { id } }, { signal, suppressToast: [404] }),
      retry: (count, error) => count < 2 && !('status' in error && (error.status === 404 || error.status === 403)),
      staleTime: 0,
    }),
  history: (id: number) =>
    queryOptions({
      queryKey: [...cardQueries.all, 'history', id] as const,
      queryFn: ({ signal }) => call(cardHistory, { params: { id } }, { signal }),
      staleTime: 0,
    }),
  transactions: (id: number, paging: { page: number; perPage: number }) =>
    queryOptions({
      queryKey: [...cardQueries.all, 'transactions', id, paging] as const,
      queryFn: ({ signal }) => call(cardTransactions, { params: { id }, query: paging }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** What issuing `count` cards of the set would cost now; never kept offline (balances move). */
  preview: (binSetId: number | undefined, count: number | undefined) =>
    queryOptions({
      queryKey: [...cardQueries.all, 'issue-preview', { binSetId, count }] as const,
      queryFn: ({ signal }) => call(issuancePreview, { query: { binSetId, count } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { persist: false },
    }),
  /**
   * Holders to issue to, matching what was typed. A new query key per settled text; TanStack Query aborts the
   * previous request through `signal` (spec 7: user/users-for-issue-card is cancellable).
   */
  holders: (query: string) =>
    queryOptions({
      queryKey: [...cardQueries.all, 'holders', query] as const,
      queryFn: ({ signal }) => call(usersForIssueCard, { query: { query: query || undefined } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  declineFee: () =>
    queryOptions({
      queryKey: [...cardQueries.all, 'decline-fee'] as const,
      queryFn: ({ signal }) => call(declineFee, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
};
