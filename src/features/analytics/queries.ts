import { analyticsAtRisk, analyticsOverview, type AnalyticsQuery } from '@/src/contracts/analytics';
import type { QueryOf } from '@/src/contracts/endpoint';
import { listQuery } from '@/src/lib/list-query';

export const analyticsQueries = {
  all: ['analytics'] as const,
  overview: (query: AnalyticsQuery) => ({
    ...listQuery([...analyticsQueries.all, 'overview'], analyticsOverview, query),
    // Every visit asks the server (what was kept shows meanwhile): opening the page is what marks the at-risk
    // list seen and clears the "A" badge, and a registration made a moment ago should be counted.
    staleTime: 0,
  }),
  /** A page of the companies at risk now: asked once the overview answered, as that visit decides what is new. */
  atRisk: (query: QueryOf<typeof analyticsAtRisk>) => ({
    ...listQuery([...analyticsQueries.all, 'at-risk'], analyticsAtRisk, query),
    staleTime: 0,
  }),
};
