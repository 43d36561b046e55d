import { useQuery } from '@tanstack/react-query';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { can } from '@/src/contracts/access';
import { COMPANY_SEGMENT_LABEL, COMPANY_SEGMENTS, COMPANY_STATUS_LABEL } from '@/src/contracts/companies';
import type { ClientsSearch } from './company-search';
import { STATUS_VALUES } from './company-search';
import { companyQueries } from './queries';
import { useDebouncedSearch } from '@/src/lib/use-debounced';
import styles from './clients-page.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...STATUS_VALUES.map((value) => ({ value: String(value), label: COMPANY_STATUS_LABEL[value] ?? String(value) })),
];
const SEGMENT_OPTIONS = [
  { value: '', label: 'All segments' },
  ...COMPANY_SEGMENTS.map((value) => ({ value: String(value), label: COMPANY_SEGMENT_LABEL[value] ?? String(value) })),
];
const BLOCKED_OPTIONS = [
  { value: '', label: 'Blocked or not' },
  { value: '1', label: 'Blocked only' },
  { value: '0', label: 'Not blocked only' },
];
const DEBT_OPTIONS = [
  { value: '', label: 'With or without debt' },
  { value: '1', label: 'With fee debt' },
  { value: '0', label: 'Without fee debt' },
];

interface ClientFiltersProps {
  search: ClientsSearch;
  role: number;
  onChange: (next: Partial<ClientsSearch>) => void;
}

const toNumber = (value: string) => (value ? Number(value) : undefined);

/** Search, status, segment, blocked, debt and group; every change goes to the URL and back to page 1. */
export function ClientFilters({ search, role, onChange }: ClientFiltersProps) {
  const [draft, setDraft] = useDebouncedSearch(search.search ?? '', (value) =>
    onChange({ search: value, page: undefined }),
  );
  // Groups are listed to those who manage them; others filter without the group picker.
  const showGroups = can(role, 'group.manage');
  const groups = useQuery({ ...companyQueries.groupOptions(), enabled: showGroups });
  const groupOptions = [
    { value: '', label: groups.isPending ? 'Loading groups…' : 'All groups' },
    ...(groups.data?.records ?? []).map((group) => ({ value: String(group.id), label: group.name })),
  ];
  // A group named in the URL but not (yet) listed still shows as chosen, not as "All groups".
  if (search.groupId && !groupOptions.some((option) => option.value === String(search.groupId))) {
    groupOptions.push({ value: String(search.groupId), label: `Group #${search.groupId}` });
  }

  return (
    <div className={styles.filters} role="search" aria-label="Filter companies">
      <TextInput
        label="Search"
        type="text"
        value={draft}
        onValueChange={setDraft}
        placeholder="Name, UUID or owner's e-mail"
        limit={255}
        className={styles.search}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ? String(search.status) : ''}
        onValueChange={(value) => onChange({ status: toNumber(value), page: undefined })}
      />
      <Select
        label="Segment"
        options={SEGMENT_OPTIONS}
        value={search.segment ? String(search.segment) : ''}
        onValueChange={(value) => onChange({ segment: toNumber(value), page: undefined })}
      />
      <Select
        label="Blocked"
        options={BLOCKED_OPTIONS}
        value={search.blocked ?? ''}
        onValueChange={(value) =>
          onChange({ blocked: (value || undefined) as ClientsSearch['blocked'], page: undefined })
        }
      />
      <Select
        label="Debt"
        options={DEBT_OPTIONS}
        value={search.withDebt ?? ''}
        onValueChange={(value) =>
          onChange({ withDebt: (value || undefined) as ClientsSearch['withDebt'], page: undefined })
        }
      />
      {showGroups && (
        <Select
          label="Group"
          options={groupOptions}
          value={search.groupId ? String(search.groupId) : ''}
          onValueChange={(value) => onChange({ groupId: toNumber(value), page: undefined })}
        />
      )}
    </div>
  );
}
