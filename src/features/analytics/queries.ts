import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsOverview, type AnalyticsQuery } from '@/src/contracts/analytics';
import { call } from '@/src/lib/api-client';

export const analyticsQueries = {
  all: ['analytics'] as const,
  overview: (query: AnalyticsQuery) =>
    queryOptions({
      queryKey: [...analyticsQueries.all, 'overview', query] as const,
      queryFn: ({ signal }) => call(analyticsOverview, { query }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
};
