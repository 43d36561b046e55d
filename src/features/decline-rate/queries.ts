import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { declineRateDetails, declineRateList, type DeclineRateListQuery } from '@/src/contracts/card-analytics';
import { call } from '@/src/lib/api-client';
import { listQuery } from '@/src/lib/list-query';
import type { Period } from '@/src/lib/periods';

/** Decline rates move with every authorization: read afresh whenever shown. */
export const declineRateQueries = {
  all: ['decline-rate'] as const,
  list: (query: DeclineRateListQuery) => ({
    ...listQuery([...declineRateQueries.all, 'list'], declineRateList, query),
    staleTime: 0,
  }),
  details: (id: number, period: Period) =>
    queryOptions({
      queryKey: [...declineRateQueries.all, 'details', id, period] as const,
      queryFn: ({ signal }) =>
        call(declineRateDetails, { params: { id }, query: period }, { signal, suppressToast: [404] }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
