import { useQuery } from '@tanstack/react-query';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { ROLE_LABEL } from '@/src/contracts/access';
import { USER_STATUS_LABEL } from '@/src/contracts/users';
import { useDebouncedSearch } from '@/src/lib/use-debounced';
import { teamQueries } from './queries';
import { MEMBER_ROLES, MEMBER_STATUSES, teamFiltersFor, type TeamSearch } from './team-search';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './team-page.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...MEMBER_STATUSES.map((status) => ({ value: String(status), label: USER_STATUS_LABEL[status] ?? String(status) })),
];
const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...MEMBER_ROLES.map((role) => ({ value: String(role), label: ROLE_LABEL[role].description })),
];

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

interface TeamFiltersProps {
  role: number | undefined;
  search: TeamSearch;
  onChange: (next: Partial<TeamSearch>) => void;
}

/** Owner: search, role, status, team; team lead: search and status. Every change goes to the URL and page 1. */
export function TeamFilters({ role, search, onChange }: TeamFiltersProps) {
  const allowed = teamFiltersFor(role);
  const teams = useQuery({ ...teamQueries.teamOptions(), enabled: allowed.team });
  const [draft, setDraft] = useDebouncedSearch(search.search ?? '', (value) =>
    onChange({ search: value, page: undefined }),
  );

  const teamOptions = [
    { value: '', label: teams.isPending ? 'All teams (loading…)' : 'All teams' },
    ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];

  return (
    <div className={blocks.filters} role="search" aria-label="Filter team members">
      <TextInput
        label="Search"
        type="text"
        value={draft}
        onValueChange={setDraft}
        placeholder="Name or e-mail"
        limit={255}
        className={styles.search}
      />
      {allowed.role && (
        <Select
          label="Role"
          options={ROLE_OPTIONS}
          value={search.role === undefined ? '' : String(search.role)}
          onValueChange={(value) => onChange({ role: numberOrUndefined(value) as TeamSearch['role'], page: undefined })}
        />
      )}
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status === undefined ? '' : String(search.status)}
        onValueChange={(value) =>
          onChange({ status: numberOrUndefined(value) as TeamSearch['status'], page: undefined })
        }
      />
      {allowed.team && (
        <Select
          label="Team"
          options={teamOptions}
          value={search.teamId === undefined ? '' : String(search.teamId)}
          onValueChange={(value) => onChange({ teamId: numberOrUndefined(value), page: undefined })}
        />
      )}
    </div>
  );
}
