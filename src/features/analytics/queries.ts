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
      // Every visit asks the server (what was kept shows meanwhile): opening the page is what marks the at-risk
      // list seen and clears the "A" badge, and a registration made a moment ago should be counted.
      staleTime: 0,
    }),
};
