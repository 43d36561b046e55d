import { BarChart } from '@/src/components/charts/bar-chart';
import { LineChart } from '@/src/components/charts/line-chart';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { analyticsOverview } from '@/src/contracts/analytics';
import { DEVICE_LABEL, FUNNEL_LABEL, dayLabel } from './labels';
import styles from './analytics-page.module.css';

type Overview = ResponseOf<typeof analyticsOverview>;
const count = (value: number) => String(Math.round(value));

/**
 * The page's charts, in their own chunk (the page's tables show first): plain SVG, each with its figures
 * as a table beside it (ChartTable inside each chart).
 */
export default function AnalyticsCharts({ data }: { data: Overview }) {
  return (
    <div className={styles.charts}>
      <BarChart
        title="Onboarding funnel"
        labelHeader="Step"
        valueLabel="Companies"
        bars={data.funnel.map((step) => ({
          label: FUNNEL_LABEL[step.step],
          value: step.count,
          display: String(step.count),
        }))}
        formatTick={count}
      />
      <LineChart
        title="Daily active"
        xLabels={data.activity.map((day) => dayLabel(day.date))}
        series={[
          {
            name: 'Users and browsers (page hits)',
            values: data.activity.map((day) => day.activeFromHits),
            display: data.activity.map((day) => String(day.activeFromHits)),
            total: `${data.activeInPeriod} in the period`,
          },
          {
            name: 'Companies (money moved)',
            values: data.activity.map((day) => day.activeFromMoney),
            display: data.activity.map((day) => String(day.activeFromMoney)),
            total: String(Math.max(0, ...data.activity.map((day) => day.activeFromMoney))) + ' at most a day',
          },
        ]}
        formatTick={count}
      />
      <BarChart
        title="Page hits by device"
        labelHeader="Device"
        valueLabel="Hits"
        bars={data.devices.map((d) => ({
          label: DEVICE_LABEL[d.device] ?? d.device,
          value: d.hits,
          display: String(d.hits),
        }))}
        formatTick={count}
      />
    </div>
  );
}
