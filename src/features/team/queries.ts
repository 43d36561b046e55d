import { queryOptions } from '@tanstack/react-query';
import {
  teamIdList,
  teamMembersOf,
  teamUserList,
  userIdList,
  usersWithoutTeam,
  type TeamMemberQuery,
} from '@/src/contracts/team';
import { getUser } from '@/src/contracts/users';
import { call } from '@/src/lib/api-client';
import { listQuery } from '@/src/lib/list-query';

/** One key factory for the Team screens: mutations invalidate through `teamQueries.all`. */
export const teamQueries = {
  all: ['team'] as const,
  list: (filters: TeamMemberQuery) => listQuery([...teamQueries.all, 'list'], teamUserList, filters),
  user: (id: number) =>
    queryOptions({
      queryKey: [...teamQueries.all, 'user', id] as const,
      // A user out of reach answers 404; the page says so itself rather than toasting.
      queryFn: ({ signal }) => call(getUser, { params: { id } }, { signal, suppressToast: [404] }),
      retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
    }),
  /** Teams of the company (a team lead: their own), as {id: the lead's id, name}. */
  teamOptions: () =>
    queryOptions({
      queryKey: [...teamQueries.all, 'team-options'] as const,
      queryFn: ({ signal }) => call(teamIdList, {}, { signal }),
      staleTime: 60_000,
    }),
  /** The users the caller reaches, by id: names the team lead a buyer's page points to. */
  userOptions: () =>
    queryOptions({
      queryKey: [...teamQueries.all, 'user-options'] as const,
      queryFn: ({ signal }) => call(userIdList, {}, { signal }),
      staleTime: 60_000,
    }),
  withoutTeam: () =>
    queryOptions({
      queryKey: [...teamQueries.all, 'without-team'] as const,
      queryFn: ({ signal }) => call(usersWithoutTeam, {}, { signal }),
    }),
  members: (leadId: number) =>
    queryOptions({
      queryKey: [...teamQueries.all, 'members', leadId] as const,
      queryFn: ({ signal }) => call(teamMembersOf, { params: { id: leadId } }, { signal }),
    }),
};
