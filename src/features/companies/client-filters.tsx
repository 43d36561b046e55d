import { useQuery } from '@tanstack/react-query';
import { ChoiceFilter, FilterBar, SearchFilter } from '@/src/components/ui/filter-bar';
import { can } from '@/src/contracts/access';
import { COMPANY_SEGMENT_LABEL, COMPANY_SEGMENTS, COMPANY_STATUS_LABEL } from '@/src/contracts/companies';
import type { ClientsSearch } from './company-search';
import { STATUS_VALUES } from './company-search';
import { companyQueries } from './queries';

const STATUS_OPTIONS = STATUS_VALUES.map((value) => ({ value, label: COMPANY_STATUS_LABEL[value] ?? String(value) }));
const SEGMENT_OPTIONS = COMPANY_SEGMENTS.map((value) => ({
  value: value as number,
  label: COMPANY_SEGMENT_LABEL[value] ?? String(value),
}));
const BLOCKED_OPTIONS = [
  { value: '1', label: 'Blocked only' },
  { value: '0', label: 'Not blocked only' },
] as const;
const DEBT_OPTIONS = [
  { value: '1', label: 'With fee debt' },
  { value: '0', label: 'Without fee debt' },
] as const;

interface ClientFiltersProps {
  search: ClientsSearch;
  role: number;
  onChange: (next: Partial<ClientsSearch>) => void;
}

/** Search, status, segment, blocked, debt and group; every change goes to the URL and back to page 1. */
export function ClientFilters({ search, role, onChange }: ClientFiltersProps) {
  // Groups are listed to those who manage them; others filter without the group picker.
  const showGroups = can(role, 'group.manage');
  const groups = useQuery({ ...companyQueries.groupOptions(), enabled: showGroups });
  const groupOptions = (groups.data?.records ?? []).map((group) => ({ value: group.id, label: group.name }));

  return (
    <FilterBar label="Filter companies">
      <SearchFilter
        value={search.search}
        onSearch={(value) => onChange({ search: value, page: undefined })}
        placeholder="Name, UUID or owner's e-mail"
        limit={255}
        wide
      />
      <ChoiceFilter
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={search.status}
        onChange={(status) => onChange({ status, page: undefined })}
      />
      <ChoiceFilter
        label="Segment"
        allLabel="All segments"
        options={SEGMENT_OPTIONS}
        value={search.segment}
        onChange={(segment) => onChange({ segment, page: undefined })}
      />
      <ChoiceFilter
        label="Blocked"
        allLabel="Blocked or not"
        options={BLOCKED_OPTIONS}
        value={search.blocked}
        onChange={(blocked) => onChange({ blocked, page: undefined })}
      />
      <ChoiceFilter
        label="Debt"
        allLabel="With or without debt"
        options={DEBT_OPTIONS}
        value={search.withDebt}
        onChange={(withDebt) => onChange({ withDebt, page: undefined })}
      />
      {showGroups && (
        <ChoiceFilter
          label="Group"
          allLabel={groups.isPending ? 'Loading groups…' : 'All groups'}
          options={groupOptions}
          value={search.groupId}
          onChange={(groupId) => onChange({ groupId, page: undefined })}
          unlistedLabel={(id) => `Group #${id}`}
        />
      )}
    </FilterBar>
  );
}
