import { useQuery } from '@tanstack/react-query';
import { bindFilters, ChoiceFilter, FilterBar, SearchFilter } from '@/src/components/ui/filter-bar';
import { ROLE_LABEL } from '@/src/contracts/access';
import { USER_STATUS_LABEL } from '@/src/contracts/users';
import { teamQueries } from './queries';
import { MEMBER_ROLES, MEMBER_STATUSES, teamFiltersFor, type TeamSearch } from './team-search';

const STATUS_OPTIONS = MEMBER_STATUSES.map((status) => ({
  value: status,
  label: USER_STATUS_LABEL[status] ?? String(status),
}));
const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role].description }));

interface TeamFiltersProps {
  role: number | undefined;
  search: TeamSearch;
  onChange: (next: Partial<TeamSearch>) => void;
}

/** Owner: search, role, status, team; team lead: search and status. Every change goes to the URL and page 1. */
export function TeamFilters({ role, search, onChange }: TeamFiltersProps) {
  const allowed = teamFiltersFor(role);
  const bind = bindFilters(search, (next) => onChange({ ...next, page: undefined }));
  const teams = useQuery({ ...teamQueries.teamOptions(), enabled: allowed.team });
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));

  return (
    <FilterBar label="Filter team members">
      <SearchFilter {...bind('search')} placeholder="Name or e-mail" limit={255} wide />
      {allowed.role && <ChoiceFilter label="Role" allLabel="All roles" options={ROLE_OPTIONS} {...bind('role')} />}
      <ChoiceFilter label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
      {allowed.team && (
        <ChoiceFilter
          label="Team"
          allLabel={teams.isPending ? 'All teams (loading…)' : 'All teams'}
          options={teamOptions}
          {...bind('teamId')}
        />
      )}
    </FilterBar>
  );
}
