import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { trackEvent } from '@/src/lib/analytics';
import type { PaymentStatusKey, PaymentType } from '@/src/contracts/payments';
import { call } from '@/src/lib/api-client';
import { accountListRoute, MONEY_QUERY_KEY } from '@/src/lib/company-balance';
import { notify } from '@/src/lib/notify';
import type { QuoteRequest, TransferInput } from '@/src/components/transfer/transfer-form-schema';
import { transferQuoteQuery } from '@/src/components/transfer/transfer-quote-query';
import { binStatementRoute, quoteRoute, transferRoute, transitStatementRoute } from './bank-routes';

export type AccountKind = 'transit' | 'bin';

export interface StatementFilters {
  status?: PaymentStatusKey;
  type?: PaymentType;
  from: string;
  to: string;
  page: number;
  perPage: number;
}

export const bankQueries = {
  /** Spec 3 "Account (client side)": for the BIN accounts' service fee beside the balances. */
  accountList: () =>
    queryOptions({
      queryKey: [...MONEY_QUERY_KEY, 'account-list'] as const,
      queryFn: ({ signal }) => call(accountListRoute, {}, { signal, suppressToast: [403] }),
    }),
  statement: (kind: AccountKind, accountId: number, filters: StatementFilters) =>
    queryOptions({
      queryKey: [...MONEY_QUERY_KEY, 'statement', kind, accountId, filters] as const,
      queryFn: ({ signal }) =>
        call(
          kind === 'transit' ? transitStatementRoute : binStatementRoute,
          { params: { accountId }, query: filters },
          { signal, suppressToast: [404, 422] },
        ),
      placeholderData: keepPreviousData,
    }),
  /** The live quote (the shared transfer form debounces what it asks for). */
  quote: (request: QuoteRequest | null) =>
    transferQuoteQuery(MONEY_QUERY_KEY, request, (query, signal) =>
      call(quoteRoute, { query }, { signal, suppressToast: [422] }),
    ),
};

/** Posts a transfer; on success every balance and statement on screen is asked again. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    // One Idempotency-Key per confirmation: a retry sends the same key, so the server posts the transfer once.
    mutationFn: ({ idempotencyKey, ...body }: TransferInput) =>
      // 422 (e.g. insufficient funds) is shown on the field it names, not as a toast.
      call(transferRoute, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, suppressToast: [422] }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      trackEvent('transfer-made');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEY }),
  });
}
