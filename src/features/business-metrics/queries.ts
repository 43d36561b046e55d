import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeTotalsEndpoint } from '@/src/contracts/payment-lists';
import { call } from '@/src/lib/api-client';

export const metricsQueries = {
  totals: (filters: { from: string; to: string }) =>
    queryOptions({
      queryKey: ['business-metrics', 'finance-totals', filters] as const,
      queryFn: ({ signal }) => call(financeTotalsEndpoint, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
