import { queryOptions } from '@tanstack/react-query';
import type { TransferQuote } from '@/src/contracts/transfers';
import type { QuoteRequest } from './transfer-form-schema';

/**
 * The live quote of a transfer form, for the client's endpoint and the staff's alike. React Query aborts
 * the request of a key nobody watches any more, so typing on cancels the previous quote; the form
 * debounces what it asks for. `scope` is the feature's money key, so a posting refreshes it.
 */
export function transferQuoteQuery(
  scope: readonly unknown[],
  request: QuoteRequest | null,
  fetchQuote: (request: QuoteRequest, signal: AbortSignal) => Promise<TransferQuote>,
) {
  return queryOptions({
    queryKey: [...scope, 'quote', request] as const,
    queryFn: ({ signal }) => fetchQuote(request!, signal),
    enabled: request !== null,
    // The previous figures stay while a new amount is quoted, but never those of another pair of accounts.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey.at(-1) as QuoteRequest | null | undefined;
      return before &&
        request &&
        before.fromAccountId === request.fromAccountId &&
        before.toAccountId === request.toAccountId
        ? previous
        : undefined;
    },
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });
}

export type TransferQuoteQuery = (request: QuoteRequest | null) => ReturnType<typeof transferQuoteQuery>;
