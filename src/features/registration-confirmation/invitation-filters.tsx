import { bindFilters, ChoiceFilter, FilterBar, PeriodFilter, SearchFilter } from '@/src/components/ui/filter-bar';
import {
  INVITATION_STATUS,
  INVITATION_STATUS_KEYS,
  INVITATION_STATUS_LABEL,
  type InvitationStatusKey,
} from '@/src/contracts/onboarding';
import type { PeriodPreset } from '@/src/lib/periods';
import type { InvitationSearch } from './invitation-search';

const STATUS_OPTIONS = INVITATION_STATUS_KEYS.map((key) => ({
  value: key,
  label: INVITATION_STATUS_LABEL[INVITATION_STATUS[key]] ?? key,
}));

interface InvitationFiltersProps {
  status: InvitationStatusKey | undefined;
  period: PeriodPreset;
  search: string;
  onChange: (next: Partial<InvitationSearch>) => void;
}

/** Status, period (spec 9 presets) and search; every change goes to the URL and back to page 1. */
export function InvitationFilters({ status, period, search, onChange }: InvitationFiltersProps) {
  const bind = bindFilters<Partial<InvitationSearch>>({ status, search }, (next) =>
    onChange({ ...next, page: undefined }),
  );
  return (
    <FilterBar label="Filter registration requests">
      <ChoiceFilter label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
      <PeriodFilter value={period} onChange={(next) => onChange({ period: next, page: undefined })} />
      <SearchFilter {...bind('search')} placeholder="E-mail or Telegram" limit={255} wide />
    </FilterBar>
  );
}
