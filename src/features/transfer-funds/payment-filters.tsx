import { bindFilters, ChoiceFilter, FilterBar, PeriodFilter, SearchFilter } from '@/src/components/ui/filter-bar';
import { PAYMENT_STATUS_LABEL, PAYMENT_TYPE_LABEL } from '@/src/contracts/payments';
import type { PeriodPreset } from '@/src/lib/periods';
import { CompanyFilter } from './company-filter';
import { TAB_TYPES } from './tab-types';
import { CURRENCY_KEYS, STATUS_KEYS, type TransferFundsSearch, type TransferFundsTab } from './transfer-funds-search';

const STATUS_OPTIONS = STATUS_KEYS.map((key) => ({
  value: key,
  label: Object.values(PAYMENT_STATUS_LABEL).find((s) => s.key === key)?.description ?? key,
}));
const CURRENCY_OPTIONS = CURRENCY_KEYS.map((code) => ({ value: code, label: code }));

interface PaymentFiltersProps {
  tab: TransferFundsTab;
  search: TransferFundsSearch;
  period: PeriodPreset;
  onChange: (next: Partial<TransferFundsSearch>) => void;
}

/** Company, status, type, currency, period and search; every change goes to the URL and back to page 1. */
export function PaymentFilters({ tab, search, period, onChange }: PaymentFiltersProps) {
  const types = tab === 'finance' ? [] : TAB_TYPES[tab];
  const bind = bindFilters(search, (next) => onChange({ ...next, page: undefined }));
  const typeOptions = types.map((type) => ({ value: type, label: PAYMENT_TYPE_LABEL[type] }));

  return (
    <FilterBar label="Filter payments">
      <CompanyFilter companyId={search.companyId} onChange={(companyId) => onChange({ companyId, page: undefined })} />
      {tab !== 'finance' && (
        <>
          <ChoiceFilter label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
          {types.length > 1 && (
            <ChoiceFilter label="Type" allLabel="All types" options={typeOptions} {...bind('type')} />
          )}
          <ChoiceFilter label="Currency" allLabel="All currencies" options={CURRENCY_OPTIONS} {...bind('currency')} />
        </>
      )}
      <PeriodFilter value={period} onChange={(next) => onChange({ period: next, page: undefined })} />
      {tab !== 'finance' && (
        <SearchFilter {...bind('search')} placeholder="Payment ID, hash or description" limit={200} />
      )}
    </FilterBar>
  );
}
