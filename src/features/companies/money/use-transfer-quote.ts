import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffQuote } from '@/src/contracts/transfers';
import { call } from '@/src/lib/api-client';
import { parseAmountInput } from '@/src/lib/money';
import { QUOTE_DELAY_MS, useDebounced } from '@/src/lib/use-debounced';
import { moneyQueries } from './money-queries';

export interface QuoteInput {
  fromAccountId: number | undefined;
  toAccountId: number | undefined;
  /** What the person typed. */
  amount: string;
}

/** The request a quote needs, or null while the input cannot give one (no accounts, the same account, no amount). */
export function quoteRequest({ fromAccountId, toAccountId, amount }: QuoteInput) {
  if (!fromAccountId || !toAccountId || fromAccountId === toAccountId) return null;
  const parsed = parseAmountInput(amount);
  if (!parsed.ok || !/[1-9]/.test(parsed.value) || parsed.value.startsWith('-')) return null;
  return { fromAccountId, toAccountId, amount: parsed.value };
}

/**
 * The live "approximate transfer" (spec 3) of a staff transfer: asked after a pause in typing; a newer
 * input abandons the older request (the query's signal aborts it once nothing observes it any more).
 * Refusals (say, more than is available) come back as the error, shown beside the quote, not as toasts.
 */
export function useTransferQuote(companyId: number, input: QuoteInput) {
  const request = quoteRequest(input);
  const key = request ? `${request.fromAccountId}:${request.toAccountId}:${request.amount}` : '';
  const settledKey = useDebounced(key, QUOTE_DELAY_MS);
  const settled = settledKey === key ? request : null;
  return useQuery({
    queryKey: [...moneyQueries.money(companyId), 'quote', settledKey] as const,
    queryFn: ({ signal }) =>
      call(staffQuote, { params: { id: companyId }, query: settled! }, { signal, suppressToast: [400, 404, 422] }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 10_000,
  });
}
