import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FinanceTotalsTable } from '@/src/components/finance/finance-totals-table';
import { EmptyState } from '@/src/components/ui/empty-state';
import { PeriodFilter } from '@/src/components/ui/filter-bar';
import { Skeleton } from '@/src/components/ui/skeleton';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { presetPeriod, type PeriodPreset } from '@/src/lib/periods';
import { MetricsChart } from './metrics-chart';
import { metricsQueries } from './queries';
import styles from './business-metrics.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

const PAGE_ID = 'business-metrics';
/** The period's calendar days as the portal writes dates (DD.MM.YYYY); they are days, not instants. */
const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('.');

/** Business metrics (spec 2.3 admin dashboard, roles with businessMetrics.view): finance totals over a period. */
export function BusinessMetricsPage() {
  const [period, setPeriod] = useState<PeriodPreset>(() => readChosenPeriod(PAGE_ID));
  const range = presetPeriod(period);
  const totals = useQuery(metricsQueries.totals(range));
  const records = totals.data?.records ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <PeriodFilter
          value={period}
          onChange={(next) => {
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
      <FinanceTotalsTable tableId="business-metrics-totals" totals={totals} />
    </div>
  );
}
