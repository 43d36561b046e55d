import { queryOptions } from '@tanstack/react-query';
import { parseTodaySpend } from '@/src/contracts/today-spend';
import { call } from '@/src/lib/api-client';
import type { Period } from '@/src/lib/periods';
import { dailyAverageRoute, declineRateRoute, spendsByCardsRoute, todaySpendRoute } from './dashboard-routes';

/**
 * Spend and declines on the dashboard, under the cards key so a card change refreshes them; read afresh
 * each time they are shown (they move with every purchase). Their sections are aria-busy while that read
 * runs, since what shows meanwhile is the figure remembered from the last visit.
 */
const SPEND = ['cards', 'spend'] as const;
const FRESH = { staleTime: 0 } as const;

export const spendQueries = {
  /**
   * Spec 3 "Today spend": the answer is read by the shared parser (three shapes, executionTime dropped, an
   * empty array allowed); anything else fails with 'Invalid data format for amount model'.
   */
  today: () =>
    queryOptions({
      queryKey: [...SPEND, 'today'] as const,
      ...FRESH,
      queryFn: async ({ signal }) => parseTodaySpend(await call(todaySpendRoute, {}, { signal })),
      // A shape error will not mend itself on a retry.
      retry: (count, error) => count < 2 && error.message !== 'Invalid data format for amount model',
    }),
  spendsByCards: (period: Period) =>
    queryOptions({
      queryKey: [...SPEND, 'by-cards', period] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(spendsByCardsRoute, { query: { ...period, limit: 5 } }, { signal }),
    }),
  dailyAverage: (period: Period) =>
    queryOptions({
      queryKey: [...SPEND, 'daily-average', period] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(dailyAverageRoute, { query: period }, { signal }),
    }),
  declineRate: (period: Period) =>
    queryOptions({
      queryKey: [...SPEND, 'decline-rate', period] as const,
      ...FRESH,
      queryFn: ({ signal }) => call(declineRateRoute, { query: period }, { signal }),
    }),
};
