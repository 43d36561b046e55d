import { useQuery } from '@tanstack/react-query';
import { bindFilters, ChoiceFilter, FilterBar, SearchFilter } from '@/src/components/ui/filter-bar';
import { ROLE_LABEL } from '@/src/contracts/access';
import { USER_STATUS_LABEL } from '@/src/contracts/users';
import { companyQueries } from './queries';

export interface TeamFilterValues {
  search?: string;
  role?: 2 | 3 | 4;
  status?: 0 | 1 | 2;
  teamId?: number;
}

const ROLE_OPTIONS = ([2, 3, 4] as const).map((role) => ({ value: role, label: ROLE_LABEL[role].description }));
const STATUS_OPTIONS = ([2, 1, 0] as const).map((status) => ({
  value: status,
  label: USER_STATUS_LABEL[status] ?? String(status),
}));

/** The team's filters (company.filters, every role that reaches the page): search, role, status and team. */
export function TeamFilters({
  companyId,
  values,
  onChange,
}: {
  companyId: number;
  values: TeamFilterValues;
  onChange: (next: TeamFilterValues) => void;
}) {
  const bind = bindFilters(values, (next) => onChange({ ...values, ...next }));
  const teams = useQuery(companyQueries.teamOptions(companyId));
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));
  return (
    <FilterBar label="Filter the company's users">
      <SearchFilter label="Search users" {...bind('search')} placeholder="E-mail or name" limit={255} />
      <ChoiceFilter label="Role" allLabel="All roles" options={ROLE_OPTIONS} {...bind('role')} />
      <ChoiceFilter label="User status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
      <ChoiceFilter
        label="Team"
        allLabel={teams.isPending ? 'Loading teams…' : 'All teams'}
        options={teamOptions}
        {...bind('teamId')}
      />
    </FilterBar>
  );
}
