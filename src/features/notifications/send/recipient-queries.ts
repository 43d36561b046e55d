import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchCompanies } from '@/src/contracts/companies';
import { companyTeam } from '@/src/contracts/team';
import { call } from '@/src/lib/api-client';

/** The pickers of the send form: companies by name or uuid, then the people of one company. */
export const recipientQueries = {
  companies: (query: string) =>
    queryOptions({
      queryKey: ['notification-send', 'companies', query] as const,
      queryFn: ({ signal }) => call(searchCompanies, { query: query ? { query } : {} }, { signal }),
      placeholderData: keepPreviousData,
      meta: { persist: false },
    }),
  people: (companyId: number, search: string) =>
    queryOptions({
      queryKey: ['notification-send', 'people', companyId, search] as const,
      queryFn: ({ signal }) =>
        call(
          companyTeam,
          { params: { id: companyId }, query: { search: search || undefined, perPage: 50 } },
          { signal },
        ),
      placeholderData: keepPreviousData,
      meta: { persist: false },
    }),
};
