import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsAtRisk, analyticsOverview, type AnalyticsQuery } from '@/src/contracts/analytics';
import type { QueryOf } from '@/src/contracts/endpoint';
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
  /** A page of the companies at risk now: asked once the overview answered, as that visit decides what is new. */
  atRisk: (query: QueryOf<typeof analyticsAtRisk>) =>
    queryOptions({
      queryKey: [...analyticsQueries.all, 'at-risk', query] as const,
      queryFn: ({ signal }) => call(analyticsAtRisk, { query }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
