import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import type { BalanceCurrency } from '@/src/contracts/money';
import {
  PAYMENT_STATUS_LABEL,
  PAYMENT_TYPE_LABEL,
  type PaymentStatusKey,
  type PaymentType,
} from '@/src/contracts/payments';
import { PERIOD_PRESET_LABELS, type PeriodPreset } from '@/src/lib/periods';
import { useDebouncedSearch } from '@/src/lib/use-debounced';
import { CompanyFilter } from './company-filter';
import { TAB_TYPES } from './tab-types';
import { CURRENCY_KEYS, STATUS_KEYS, type TransferFundsSearch, type TransferFundsTab } from './transfer-funds-search';
import styles from './transfer-funds-page.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...STATUS_KEYS.map((key) => ({
    value: key,
    label: Object.values(PAYMENT_STATUS_LABEL).find((s) => s.key === key)?.description ?? key,
  })),
];
const CURRENCY_OPTIONS = [
  { value: '', label: 'All currencies' },
  ...CURRENCY_KEYS.map((code) => ({ value: code, label: code })),
];
const PERIOD_OPTIONS = Object.entries(PERIOD_PRESET_LABELS).map(([value, label]) => ({ value, label }));

interface PaymentFiltersProps {
  tab: TransferFundsTab;
  search: TransferFundsSearch;
  period: PeriodPreset;
  onChange: (next: Partial<TransferFundsSearch>) => void;
}

/** Company, status, type, currency, period and search; every change goes to the URL and back to page 1. */
export function PaymentFilters({ tab, search, period, onChange }: PaymentFiltersProps) {
  const [draft, setDraft] = useDebouncedSearch(search.search ?? '', (value) =>
    onChange({ search: value, page: undefined }),
  );

  const types = tab === 'finance' ? [] : TAB_TYPES[tab];
  const typeOptions = [
    { value: '', label: 'All types' },
    ...types.map((type) => ({ value: type, label: PAYMENT_TYPE_LABEL[type] })),
  ];

  return (
    <div className={styles.filters} role="search" aria-label="Filter payments">
      <CompanyFilter companyId={search.companyId} onChange={(companyId) => onChange({ companyId, page: undefined })} />
      {tab !== 'finance' && (
        <>
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={search.status ?? ''}
            onValueChange={(value) =>
              onChange({ status: (value || undefined) as PaymentStatusKey | undefined, page: undefined })
            }
          />
          {types.length > 1 && (
            <Select
              label="Type"
              options={typeOptions}
              value={search.type ?? ''}
              onValueChange={(value) =>
                onChange({ type: (value || undefined) as PaymentType | undefined, page: undefined })
              }
            />
          )}
          <Select
            label="Currency"
            options={CURRENCY_OPTIONS}
            value={search.currency ?? ''}
            onValueChange={(value) =>
              onChange({ currency: (value || undefined) as BalanceCurrency | undefined, page: undefined })
            }
          />
        </>
      )}
      <Select
        label="Period"
        options={PERIOD_OPTIONS}
        value={String(period)}
        onValueChange={(value) => onChange({ period: Number(value) as PeriodPreset, page: undefined })}
      />
      {tab !== 'finance' && (
        <TextInput
          label="Search"
          type="text"
          value={draft}
          onValueChange={setDraft}
          placeholder="Payment ID, hash or description"
          limit={200}
        />
      )}
    </div>
  );
}
