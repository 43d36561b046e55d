import { Select } from '@/src/components/ui/select';
import {
  PAYMENT_STATUS,
  PAYMENT_STATUS_KEYS,
  PAYMENT_STATUS_LABEL,
  PAYMENT_TYPE_LABEL,
  PAYMENT_TYPES,
  type PaymentStatusKey,
  type PaymentType,
} from '@/src/contracts/payment-kinds';
import { PERIOD_PRESET_LABELS, type PeriodPreset } from '@/src/lib/periods';
import type { StatementSearch } from './statement-search';
import styles from './account-page.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PAYMENT_STATUS_KEYS.map((key) => ({ value: key, label: PAYMENT_STATUS_LABEL[PAYMENT_STATUS[key]].description })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...PAYMENT_TYPES.map((key) => ({ value: key, label: PAYMENT_TYPE_LABEL[key] })),
];
const PERIOD_OPTIONS = Object.entries(PERIOD_PRESET_LABELS).map(([value, label]) => ({ value, label }));

interface StatementFiltersProps {
  search: StatementSearch;
  period: PeriodPreset;
  onChange: (next: Partial<StatementSearch>) => void;
}

/** Period (spec 9 presets), type and status; every change goes to the URL and back to page 1. */
export function StatementFilters({ search, period, onChange }: StatementFiltersProps) {
  return (
    <div className={styles.filters} role="search" aria-label="Filter the statement">
      <Select
        label="Period"
        options={PERIOD_OPTIONS}
        value={String(period)}
        onValueChange={(value) => onChange({ period: Number(value) as PeriodPreset, page: undefined })}
      />
      <Select
        label="Type"
        options={TYPE_OPTIONS}
        value={search.type ?? ''}
        onValueChange={(value) => onChange({ type: (value || undefined) as PaymentType | undefined, page: undefined })}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? ''}
        onValueChange={(value) =>
          onChange({ status: (value || undefined) as PaymentStatusKey | undefined, page: undefined })
        }
      />
    </div>
  );
}
