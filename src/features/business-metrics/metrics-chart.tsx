import { useId } from 'react';
import type { Currency } from '@/src/contracts/money';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { FINANCE_LABEL } from '@/src/lib/finance-labels';
import { formatMoney } from '@/src/lib/money';
import { useDrawingWidth } from '@/src/components/charts/use-drawing-width';
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
// Wide enough for a value such as "$12,345,678.90" at 12px.
const VALUE_WIDTH = 140;
const VALUE_GAP = 8;
/** Under this drawing width (a phone) each label goes on its own line above its bar. */
const MIN_BAR = 120;

/** Where a row's label, bar and value sit: beside each other on a desk, the label above the bar on a phone. */
function rowLayout(width: number) {
  const stacked = width < LABEL_WIDTH + MIN_BAR + VALUE_WIDTH;
  const barX = stacked ? 0 : LABEL_WIDTH;
  return { stacked, barX, barWidth: Math.max(0, width - barX - VALUE_WIDTH), rowHeight: stacked ? ROW * 2 : ROW };
}

/**
 * One currency's totals as horizontal bars in plain SVG. Screen readers get the figures as a list in the
 * figure's description; the table below the charts holds every figure too.
 */
export function MetricsChart({ totals }: { totals: FinanceTotals }) {
  const descriptionId = useId();
  // Drawn at one unit per pixel, so the text keeps its 12 px on a phone instead of shrinking with the figure.
  const { ref, width } = useDrawingWidth<HTMLDivElement>(LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH);
  const { stacked, barX, barWidth, rowHeight } = rowLayout(width);
  const currency = totals.currencyCode as Currency;
  const values = CHART_FIELDS.map(([field]) => totals[field]);
  const shares = barShares(values);
  const height = CHART_FIELDS.length * rowHeight;
  const summary = CHART_FIELDS.map(([, label], i) => `${label}: ${formatMoney(values[i]!, currency)}`).join('; ');

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{totals.currencyCode}</figcaption>
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`${totals.currencyCode} totals`}
          aria-describedby={descriptionId}
          className={styles.svg}
        >
          {CHART_FIELDS.map(([field, label], i) => {
            const top = i * rowHeight;
            // The bar's line: the row itself on a desk, the row's second line under its label on a phone.
            const y = stacked ? top + ROW : top;
            const filled = Math.max(shares[i]! * barWidth, shares[i]! > 0 ? 2 : 0);
            return (
              <g key={field}>
                <text
                  x={stacked ? 0 : LABEL_WIDTH - VALUE_GAP}
                  y={top + ROW / 2}
                  textAnchor={stacked ? 'start' : 'end'}
                  dominantBaseline="middle"
                  className={styles.label}
                >
                  {label}
                </text>
                <rect x={barX} y={y + 6} width={barWidth} height={ROW - 12} rx={3} className={styles.track} />
                <rect
                  x={barX}
                  y={y + 6}
                  width={filled}
                  height={ROW - 12}
                  rx={3}
                  className={styles.bar}
                  data-field={field}
                />
                <text
                  x={barX + barWidth + VALUE_GAP}
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
      </div>
      <p id={descriptionId} className="visually-hidden">
        {summary}
      </p>
    </figure>
  );
}
