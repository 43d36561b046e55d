import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchCompanies } from '@/src/contracts/companies';
import { getGroup, listGroups } from '@/src/contracts/groups';
import { call } from '@/src/lib/api-client';

/** One key factory for the groups screens: mutations invalidate through `groupQueries.all`. */
export const groupQueries = {
  all: ['groups'] as const,
  list: (filters: { search?: string; page: number; perPage: number }) =>
    queryOptions({
      queryKey: [...groupQueries.all, 'list', filters] as const,
      queryFn: ({ signal }) => call(listGroups, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...groupQueries.all, 'detail', id] as const,
      // A group that is gone answers 404; the page says so itself.
      queryFn: ({ signal }) => call(getGroup, { params: { id } }, { signal, suppressToast: [404] }),
      retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
    }),
  /**
   * Companies not in any group whose name or uuid contains the query (up to 20). The signal cancels a search
   * the person has typed past; under the groups key so joining a group refreshes it.
   */
  ungroupedCompanies: (query: string) =>
    queryOptions({
      queryKey: [...groupQueries.all, 'ungrouped-companies', query] as const,
      queryFn: ({ signal }) =>
        call(searchCompanies, { query: { query: query || undefined, withoutGroup: '1' } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
