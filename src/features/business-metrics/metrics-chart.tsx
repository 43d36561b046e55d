import { useId } from 'react';
import type { Currency } from '@/src/contracts/money';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { FINANCE_LABEL } from '@/src/lib/finance-labels';
import { formatMoney } from '@/src/lib/money';
import { barShares } from './chart-scale';
import styles from './business-metrics.module.css';

/** The figures the chart compares: money in, money moved, money out, and what the platform earned. */
export const CHART_FIELDS = (
  [
    'topUpSum',
    'transferToBinSum',
    'transferBetweenTransitSum',
    'withdrawalSum',
    'grossServiceFeeSum',
    'conversionFeeSum',
  ] as const
).map((field) => [field, FINANCE_LABEL[field]] as const);

const ROW = 28;
// Wide enough for the longest label, "Service fee (gross)", at 12px.
const LABEL_WIDTH = 140;
const BAR_WIDTH = 300;
const VALUE_GAP = 8;

/**
 * One currency's totals as horizontal bars in plain SVG. Screen readers get the figures as a list in the
 * figure's description; the table below the charts holds every figure too.
 */
export function MetricsChart({ totals }: { totals: FinanceTotals }) {
  const descriptionId = useId();
  const currency = totals.currencyCode as Currency;
  const values = CHART_FIELDS.map(([field]) => totals[field]);
  const shares = barShares(values);
  const height = CHART_FIELDS.length * ROW;
  const summary = CHART_FIELDS.map(([, label], i) => `${label}: ${formatMoney(values[i]!, currency)}`).join('; ');

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{totals.currencyCode}</figcaption>
      <svg
        viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 140} ${height}`}
        role="img"
        aria-label={`${totals.currencyCode} totals`}
        aria-describedby={descriptionId}
        className={styles.svg}
      >
        {CHART_FIELDS.map(([field, label], i) => {
          const y = i * ROW;
          const width = Math.max(shares[i]! * BAR_WIDTH, shares[i]! > 0 ? 2 : 0);
          return (
            <g key={field}>
              <text
                x={LABEL_WIDTH - VALUE_GAP}
                y={y + ROW / 2}
                textAnchor="end"
                dominantBaseline="middle"
                className={styles.label}
              >
                {label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 6} width={BAR_WIDTH} height={ROW - 12} rx={3} className={styles.track} />
              <rect
                x={LABEL_WIDTH}
                y={y + 6}
                width={width}
                height={ROW - 12}
                rx={3}
                className={styles.bar}
                data-field={field}
              />
              <text
                x={LABEL_WIDTH + BAR_WIDTH + VALUE_GAP}
                y={y + ROW / 2}
                dominantBaseline="middle"
                className={styles.value}
              >
                {formatMoney(values[i]!, currency)}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={descriptionId} className="visually-hidden">
        {summary}
      </p>
    </figure>
  );
}
