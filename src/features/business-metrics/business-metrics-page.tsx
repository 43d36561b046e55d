import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Amount } from '@/src/components/ui/amount';
import { EmptyState } from '@/src/components/ui/empty-state';
import { Select } from '@/src/components/ui/select';
import { Skeleton } from '@/src/components/ui/skeleton';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { FINANCE_FIELDS } from '@/src/lib/finance-labels';
import { PERIOD_PRESET_LABELS, presetPeriod, type PeriodPreset } from '@/src/lib/periods';
import { MetricsChart } from './metrics-chart';
import { metricsQueries } from './queries';
import styles from './business-metrics.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

const PAGE_ID = 'business-metrics';
/** The period's calendar days as the portal writes dates (DD.MM.YYYY); they are days, not instants. */
const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('.');
const PERIOD_OPTIONS = Object.entries(PERIOD_PRESET_LABELS).map(([value, label]) => ({ value, label }));

/** Spec 3 "Finance totals", every field, for the table under the charts. */
const COLUMNS: TableColumn<FinanceTotals>[] = [
  { id: 'currency', header: 'Currency', cell: (row) => row.currencyCode },
  ...FINANCE_FIELDS.map(([field, header]) => ({
    id: field,
    header,
    align: 'right' as const,
    cell: (row: FinanceTotals) => <Amount value={row[field]} currency={row.currencyCode as Currency} />,
  })),
];

/** Business metrics (spec 2.3 admin dashboard, roles with businessMetrics.view): finance totals over a period. */
export function BusinessMetricsPage() {
  const [period, setPeriod] = useState<PeriodPreset>(() => readChosenPeriod(PAGE_ID));
  const range = presetPeriod(period);
  const totals = useQuery(metricsQueries.totals(range));
  const records = totals.data?.records ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Select
          label="Period"
          options={PERIOD_OPTIONS}
          value={String(period)}
          onValueChange={(value) => {
            const next = Number(value) as PeriodPreset;
            saveChosenPeriod(PAGE_ID, next);
            setPeriod(next);
          }}
        />
        <p className={blocks.hint}>
          {dayMonthYear(range.from)} – {dayMonthYear(range.to)}, completed movements only.
        </p>
      </div>
      {totals.isError && !totals.data ? <LoadError what="finance totals" error={totals.error} /> : null}
      <section aria-label="Charts" className={styles.charts} aria-busy={totals.isFetching || undefined}>
        {totals.isPending ? (
          <Skeleton width="100%" height="180px" />
        ) : records.length === 0 && !totals.isError ? (
          <EmptyState message="No money moved in this period. Choose a longer period to compare." />
        ) : (
          records.map((record) => <MetricsChart key={record.currencyCode} totals={record} />)
        )}
      </section>
      <Table
        tableId="business-metrics-totals"
        caption="Finance totals"
        showCaption
        columns={COLUMNS}
        rows={records}
        rowKey={(row) => row.currencyCode}
        loading={totals.isPending}
        refreshing={totals.isPlaceholderData}
        paginate={false}
        emptyMessage="No completed money movements in this period."
        maxHeight="none"
      />
    </div>
  );
}
