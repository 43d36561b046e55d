import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '@/src/components/export/export-button';
import { ChoiceFilter, FilterBar, PeriodFilter } from '@/src/components/ui/filter-bar';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import {
  PAYMENT_STATUS_KEYS,
  PAYMENT_STATUS_LABEL,
  type PaymentStatusKey,
  type PaymentView,
} from '@/src/contracts/payments';
import { presetPeriod, type PeriodPreset } from '@/src/lib/periods';
import { PAYMENT_COLUMNS } from '@/src/components/payments/payment-columns';
import { moneyQueries } from './money-queries';

const TABLE_ID = 'company-payments';

const STATUS_OPTIONS = PAYMENT_STATUS_KEYS.map((key) => ({
  value: key,
  label: Object.values(PAYMENT_STATUS_LABEL).find((s) => s.key === key)?.description ?? key,
}));

const COLUMNS: TableColumn<PaymentView>[] = [
  PAYMENT_COLUMNS.id,
  PAYMENT_COLUMNS.date,
  PAYMENT_COLUMNS.type,
  PAYMENT_COLUMNS.amount,
  PAYMENT_COLUMNS.route,
  PAYMENT_COLUMNS.status,
  PAYMENT_COLUMNS.initiator,
];

/** The company's money movements (top-ups, withdrawals, transfers, fees), newest first, with filters. */
export function CompanyPayments({ companyId }: { companyId: number }) {
  const [status, setStatus] = useState<PaymentStatusKey | undefined>();
  const [period, setPeriod] = useState<PeriodPreset>(0);
  const paging = usePagedList(TABLE_ID);
  const { from, to } = presetPeriod(period);
  const { page, perPage, setPage } = paging;
  const list = useQuery(moneyQueries.payments(companyId, { status, from, to, page, perPage }));

  return (
    <>
      <FilterBar label="Filter the company's payments">
        <ChoiceFilter
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <PeriodFilter
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
      </FilterBar>
      <ExportButton filter={{ companyId, status, from, to }} />
      <QueryTable
        query={list}
        what="payments"
        {...paging.tableProps(list)}
        caption="Company payments"
        columns={COLUMNS}
        emptyMessage="No payments in this period. Top-ups, withdrawals and transfers appear here."
        maxHeight="none"
      />
    </>
  );
}
