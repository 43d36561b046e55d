import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companyAuditLog } from '@/src/contracts/audit';
import {
  companyFeeHistory,
  getCompany,
  legalEntityList,
  listCompanies,
  type CompanyListQuery,
} from '@/src/contracts/companies';
import { listGroups } from '@/src/contracts/groups';
import { companyTeam, companyTeamIdList, type TeamMemberQuery } from '@/src/contracts/team';
import { call } from '@/src/lib/api-client';
import { sharedKeys } from '@/src/lib/query-keys';

export type CompanyListFilters = CompanyListQuery & { page: number; perPage: number };
export type CompanyTeamFilters = TeamMemberQuery & { page: number; perPage: number };

/** Option lists change rarely: a minute before they are asked again. */
const OPTIONS_STALE_MS = 60_000;

/** One key tree per company, so a change to a company refreshes its list rows, page, history, team and log. */
export const companyQueries = {
  all: sharedKeys.companies,
  lists: () => [...companyQueries.all, 'list'] as const,
  list: (filters: CompanyListFilters) =>
    queryOptions({
      queryKey: [...companyQueries.lists(), filters] as const,
      // Typing in the search starts a new query; TanStack Query aborts the previous request through `signal`.
      queryFn: ({ signal }) => call(listCompanies, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  company: (id: number) => [...companyQueries.all, 'company', id] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...companyQueries.company(id), 'detail'] as const,
      // The page itself says "Company not found"; a toast would only repeat it.
      queryFn: ({ signal }) => call(getCompany, { params: { id } }, { signal, suppressToast: [404] }),
    }),
  feeHistory: (id: number) =>
    queryOptions({
      queryKey: [...companyQueries.company(id), 'fee-history'] as const,
      queryFn: ({ signal }) => call(companyFeeHistory, { params: { id } }, { signal }),
    }),
  team: (id: number, filters: CompanyTeamFilters) =>
    queryOptions({
      queryKey: [...companyQueries.company(id), 'team', filters] as const,
      queryFn: ({ signal }) => call(companyTeam, { params: { id }, query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  teamOptions: (id: number) =>
    queryOptions({
      queryKey: [...companyQueries.company(id), 'team-options'] as const,
      queryFn: ({ signal }) => call(companyTeamIdList, { params: { id } }, { signal }),
      staleTime: OPTIONS_STALE_MS,
    }),
  audit: (id: number, page: number, perPage: number) =>
    queryOptions({
      queryKey: [...companyQueries.company(id), 'audit', { page, perPage }] as const,
      queryFn: ({ signal }) => call(companyAuditLog, { params: { id }, query: { page, perPage } }, { signal }),
      placeholderData: keepPreviousData,
    }),
  legalEntities: () =>
    queryOptions({
      queryKey: [...companyQueries.all, 'legal-entities'] as const,
      queryFn: ({ signal }) => call(legalEntityList, {}, { signal }),
      staleTime: OPTIONS_STALE_MS,
    }),
  /** Groups for the list's group filter (the first 200 by name: the filter's options, not a browser). */
  groupOptions: () =>
    queryOptions({
      queryKey: [...companyQueries.all, 'group-options'] as const,
      queryFn: ({ signal }) => call(listGroups, { query: { page: 1, perPage: 200 } }, { signal }),
      staleTime: OPTIONS_STALE_MS,
    }),
};
