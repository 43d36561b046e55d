import { bindFilters, ChoiceFilter, FilterBar, PeriodFilter } from '@/src/components/ui/filter-bar';
import {
  PAYMENT_STATUS,
  PAYMENT_STATUS_KEYS,
  PAYMENT_STATUS_LABEL,
  PAYMENT_TYPE_LABEL,
  PAYMENT_TYPES,
} from '@/src/contracts/payment-kinds';
import type { PeriodPreset } from '@/src/lib/periods';
import type { StatementSearch } from './statement-search';

const STATUS_OPTIONS = PAYMENT_STATUS_KEYS.map((key) => ({
  value: key,
  label: PAYMENT_STATUS_LABEL[PAYMENT_STATUS[key]].description,
}));
const TYPE_OPTIONS = PAYMENT_TYPES.map((key) => ({ value: key, label: PAYMENT_TYPE_LABEL[key] }));

interface StatementFiltersProps {
  search: StatementSearch;
  period: PeriodPreset;
  onChange: (next: Partial<StatementSearch>) => void;
}

/** Period (spec 9 presets), type and status; every change goes to the URL and back to page 1. */
export function StatementFilters({ search, period, onChange }: StatementFiltersProps) {
  const bind = bindFilters(search, (next) => onChange({ ...next, page: undefined }));
  return (
    <FilterBar label="Filter the statement">
      <PeriodFilter value={period} onChange={(next) => onChange({ period: next, page: undefined })} />
      <ChoiceFilter label="Type" allLabel="All types" options={TYPE_OPTIONS} {...bind('type')} />
      <ChoiceFilter label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
    </FilterBar>
  );
}
