import { useQuery } from '@tanstack/react-query';
import { bindFilters, ChoiceFilter, FilterBar, SearchFilter } from '@/src/components/ui/filter-bar';
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
  const bind = bindFilters(search, (next) => onChange({ ...next, page: undefined }));
  const groups = useQuery({ ...companyQueries.groupOptions(), enabled: showGroups });
  const groupOptions = (groups.data?.records ?? []).map((group) => ({ value: group.id, label: group.name }));

  return (
    <FilterBar label="Filter companies">
      <SearchFilter {...bind('search')} placeholder="Name, UUID or owner's e-mail" limit={255} wide />
      <ChoiceFilter label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
      <ChoiceFilter label="Segment" allLabel="All segments" options={SEGMENT_OPTIONS} {...bind('segment')} />
      <ChoiceFilter label="Blocked" allLabel="Blocked or not" options={BLOCKED_OPTIONS} {...bind('blocked')} />
      <ChoiceFilter label="Debt" allLabel="With or without debt" options={DEBT_OPTIONS} {...bind('withDebt')} />
      {showGroups && (
        <ChoiceFilter
          label="Group"
          allLabel={groups.isPending ? 'Loading groups…' : 'All groups'}
          options={groupOptions}
          {...bind('groupId')}
          unlistedLabel={(id) => `Group #${id}`}
        />
      )}
    </FilterBar>
  );
}
