import { useQuery } from '@tanstack/react-query';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { ROLE_LABEL } from '@/src/contracts/access';
import { USER_STATUS_LABEL } from '@/src/contracts/users';
import { companyQueries } from './queries';
import { useDebouncedSearch } from '@/src/lib/use-debounced';
import styles from './company-page.module.css';

export interface TeamFilterValues {
  search?: string;
  role?: 2 | 3 | 4;
  status?: 0 | 1 | 2;
  teamId?: number;
}

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...([2, 3, 4] as const).map((role) => ({ value: String(role), label: ROLE_LABEL[role].description })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...[2, 1, 0].map((status) => ({ value: String(status), label: USER_STATUS_LABEL[status] ?? String(status) })),
];

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
  const [draft, setDraft] = useDebouncedSearch(values.search ?? '', (search) => onChange({ ...values, search }));
  const teams = useQuery(companyQueries.teamOptions(companyId));
  const teamOptions = [
    { value: '', label: teams.isPending ? 'Loading teams…' : 'All teams' },
    ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];
  return (
    <div className={styles.filters} role="search" aria-label="Filter the company's users">
      <TextInput label="Search users" value={draft} onValueChange={setDraft} placeholder="E-mail or name" limit={255} />
      <Select
        label="Role"
        options={ROLE_OPTIONS}
        value={values.role ? String(values.role) : ''}
        onValueChange={(value) =>
          onChange({ ...values, role: value ? (Number(value) as TeamFilterValues['role']) : undefined })
        }
      />
      <Select
        label="User status"
        options={STATUS_OPTIONS}
        value={values.status === undefined ? '' : String(values.status)}
        onValueChange={(value) =>
          onChange({ ...values, status: value ? (Number(value) as TeamFilterValues['status']) : undefined })
        }
      />
      <Select
        label="Team"
        options={teamOptions}
        value={values.teamId ? String(values.teamId) : ''}
        onValueChange={(value) => onChange({ ...values, teamId: value ? Number(value) : undefined })}
      />
    </div>
  );
}
