import { Checkbox } from '@/src/components/ui/checkbox';
import { bindFilters, ChoiceFilter, FilterBar } from '@/src/components/ui/filter-bar';
import { Select } from '@/src/components/ui/select';
import {
  REQUEST_KIND_LABEL,
  REQUEST_KINDS,
  REQUEST_STATUS_LABEL,
  REQUEST_STATUSES,
} from '@/src/contracts/request-kinds';
import type { RequestSearch } from './request-search';

const STATUS_OPTIONS = [
  ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABEL[status] })),
  { value: 'all', label: 'All statuses' },
];
const KIND_OPTIONS = REQUEST_KINDS.map((kind) => ({ value: kind, label: REQUEST_KIND_LABEL[kind] }));

interface RequestFiltersProps {
  search: RequestSearch;
  /** A decider may narrow the list to the requests they made themselves. */
  decides: boolean;
  onChange: (next: Partial<RequestSearch>) => void;
}

/** Status (pending first), kind and, for deciders, "only mine". Every change goes to the URL and page 1. */
export function RequestFilters({ search, decides, onChange }: RequestFiltersProps) {
  const bind = bindFilters(search, (next) => onChange({ ...next, page: undefined }));
  return (
    <FilterBar label="Filter requests">
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? 'pending'}
        onValueChange={(value) =>
          onChange({ status: value === 'pending' ? undefined : (value as RequestSearch['status']), page: undefined })
        }
      />
      <ChoiceFilter label="Kind" allLabel="All kinds" options={KIND_OPTIONS} {...bind('kind')} />
      {decides ? (
        <Checkbox
          label="Only my own requests"
          checked={search.mine === true}
          onCheckedChange={(on) => onChange({ mine: on ? true : undefined, page: undefined })}
        />
      ) : null}
    </FilterBar>
  );
}
