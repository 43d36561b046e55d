import { queryOptions, useQuery } from '@tanstack/react-query';
import { PagedListTable } from '@/src/components/paged-list/paged-list-table';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { teamMemberColumns } from '@/src/components/team-members/member-columns';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import { can } from '@/src/contracts/access';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { teamQueries } from './queries';
import { limitLine } from './spend-limits-section';
import { SPEND_LIMITS_KEY } from './spend-limits-queries';
import { teamSpendLimits } from '@/src/contracts/person-limits';
import { call } from '@/src/lib/api-client';
import { TeamFilters } from './team-filters';
import { TEAM_TABLE_ID, teamListFilters, type TeamSearch } from './team-search';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './team-page.module.css';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';

// The form (and its schema library) loads when the owner first opens it.
const InviteDialog = lazy(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })));

interface TeamPageProps {
  search: TeamSearch;
  onSearchChange: (next: Partial<TeamSearch>) => void;
}

const renderName = (member: { id: number }, content: ReactNode) => (
  <Link to="/user/$id" params={{ id: member.id }} className={styles.memberLink}>
    {content}
  </Link>
);

const teamLimitsQuery = queryOptions({
  queryKey: [...SPEND_LIMITS_KEY, 'team'] as const,
  queryFn: ({ signal }) => call(teamSpendLimits, {}, { signal }),
});

/** Team (spec 2.2, roles 2 and 3): the owner sees the whole company, a team lead their own team. */
export function TeamPage({ search, onSearchChange }: TeamPageProps) {
  const role = roleOf(useQuery(currentUserQuery).data);
  const paging = usePagedList(TEAM_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const filters = teamListFilters(search, role, paging.perPage);
  const list = useQuery({ ...teamQueries.list(filters), enabled: role !== undefined });
  const [inviting, setInviting] = useState(false);
  // Each member's per-person spend limit (issue 23): spent / limit today, one line per limited currency.
  const limits = useQuery(teamLimitsQuery);
  const columns = useMemo(() => {
    const byUser = new Map((limits.data ?? []).map((v) => [v.userId, v.limits]));
    return teamMemberColumns({
      renderName,
      extra: [
        {
          id: 'spendLimit',
          header: 'Spend limit today',
          cell: (member) =>
            (byUser.get(member.id) ?? []).map((l) => (
              <div key={l.currency}>{limitLine(l.spentToday, l.daily, l.currency, '')}</div>
            )),
        },
      ],
    });
  }, [limits.data]);
  const mayInvite = role !== undefined && can(role, 'team.invite');
  const filtered =
    Boolean(filters.search) ||
    filters.status !== undefined ||
    filters.role !== undefined ||
    filters.teamId !== undefined;

  const inviteButton = mayInvite ? (
    <OnlineOnlyButton icon="plus" onClick={() => setInviting(true)}>
      Invite user
    </OnlineOnlyButton>
  ) : null;

  return (
    <div className={blocks.stackWide}>
      <div className={`${blocks.toolbar} ${styles.toolbar}`}>
        <TeamFilters role={role} search={search} onChange={onSearchChange} />
        {inviteButton}
      </div>
      <PagedListTable
        list={{ ...list, data: list.data && { records: list.data.data, meta: list.data.meta } }}
        paging={paging}
        what="team"
        caption="Team members"
        columns={columns}
        loading={list.isPending && !list.isError}
        emptyMessage={
          filtered
            ? 'No team members match these filters. Try another status or clear the search.'
            : 'No team members yet. Invited people appear here at once, marked "Invitation sent".'
        }
        emptyAction={filtered ? undefined : inviteButton}
        maxHeight="none"
      />
      {inviting && (
        <Suspense fallback={null}>
          <InviteDialog onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </div>
  );
}
