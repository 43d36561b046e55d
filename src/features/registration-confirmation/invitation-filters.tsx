import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import {
  INVITATION_STATUS,
  INVITATION_STATUS_KEYS,
  INVITATION_STATUS_LABEL,
  type InvitationStatusKey,
} from '@/src/contracts/onboarding';
import { PERIOD_PRESET_LABELS, type PeriodPreset } from '@/src/lib/periods';
import { useDebouncedSearch } from '@/src/lib/use-debounced';
import type { InvitationSearch } from './invitation-search';
import styles from './registration-confirmation-page.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...INVITATION_STATUS_KEYS.map((key) => ({
    value: key,
    label: INVITATION_STATUS_LABEL[INVITATION_STATUS[key]] ?? key,
  })),
];
const PERIOD_OPTIONS = Object.entries(PERIOD_PRESET_LABELS).map(([value, label]) => ({ value, label }));

interface InvitationFiltersProps {
  status: InvitationStatusKey | undefined;
  period: PeriodPreset;
  search: string;
  onChange: (next: Partial<InvitationSearch>) => void;
}

/** Status, period (spec 9 presets) and search; every change goes to the URL and back to page 1. */
export function InvitationFilters({ status, period, search, onChange }: InvitationFiltersProps) {
  const [draft, setDraft] = useDebouncedSearch(search, (value) => onChange({ search: value, page: undefined }));

  return (
    <div className={styles.filters} role="search" aria-label="Filter registration requests">
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={status ?? ''}
        onValueChange={(value) =>
          onChange({ status: (value || undefined) as InvitationStatusKey | undefined, page: undefined })
        }
      />
      <Select
        label="Period"
        options={PERIOD_OPTIONS}
        value={String(period)}
        onValueChange={(value) => onChange({ period: Number(value) as PeriodPreset, page: undefined })}
      />
      <TextInput
        label="Search"
        type="text"
        value={draft}
        onValueChange={setDraft}
        placeholder="E-mail or Telegram"
        limit={255}
        className={styles.search}
      />
    </div>
  );
}
