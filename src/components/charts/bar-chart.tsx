import { labelEvery, labelsThatFit, niceMax, showsLabel } from './chart-scale';
import { ChartFrame, ValueAxis } from './chart-frame';
import { useDrawingWidth } from './use-drawing-width';
import { ChartTable } from './chart-table';
import styles from './charts.module.css';

export interface Bar {
  /** The x label, e.g. a month or a day. */
  label: string;
  /** What the bar's height is drawn from. */
  value: number;
  /** The value as people read it ('12.50 %', '$10.00'). */
  display: string;
  /** Drawn in the warning colour (e.g. over a threshold); the table says so in words. */
  highlight?: boolean;
}

interface BarChartProps {
  title: string;
  /** The table's headers: what the bars are (default 'Period') and what their value is, e.g. 'Decline rate'. */
  labelHeader?: string;
  valueLabel: string;
  bars: Bar[];
  /** Axis labels: how a tick value reads. */
  formatTick: (value: number) => string;
  /** A fixed top (e.g. 100 for percents) instead of a rounded maximum. */
  max?: number;
  /** Words for a highlighted bar in the table, e.g. 'above the threshold'. */
  highlightNote?: string;
  /** The drawing's width before the figure is measured; then it is drawn at the pixels it gets. */
  width?: number;
}

const HEIGHT = 200;
const LEFT = 56;
const BOTTOM = 28;
const TOP = 8;

/**
 * Vertical bars in plain SVG (no chart library): the image has a title and a one-line summary for screen
 * readers, and every figure is in the table beside it.
 */
export function BarChart({
  title,
  labelHeader = 'Period',
  valueLabel,
  bars,
  formatTick,
  max,
  highlightNote,
  width: initialWidth = 560,
}: BarChartProps) {
  const drawingWidth = useDrawingWidth<HTMLElement>(initialWidth);
  const { width } = drawingWidth;
  const top = max ?? niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const plotWidth = width - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = bars.length ? plotWidth / bars.length : plotWidth;
  const barWidth = Math.max(2, Math.min(48, slot * 0.6));
  const every = labelEvery(bars.length, labelsThatFit(plotWidth, 8));
  const y = (value: number) => TOP + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const summary = bars.length
    ? `${bars.length} bars: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(', ')}.`
    : 'No data for this period.';

  return (
    <ChartFrame
      drawingWidth={drawingWidth}
      height={HEIGHT}
      title={title}
      summary={summary}
      drawing={
        <>
          <ValueAxis top={top} left={LEFT} right={width} y={y} formatTick={formatTick} />
          {bars.map((bar, i) => {
            const x = LEFT + slot * i + (slot - barWidth) / 2;
            const barTop = y(bar.value);
            return (
              <g key={`${bar.label}-${i}`}>
                <rect
                  x={x}
                  y={barTop}
                  width={barWidth}
                  height={Math.max(0, TOP + plotHeight - barTop)}
                  rx={2}
                  className={bar.highlight ? styles.barHighlight : styles.bar}
                >
                  <title>{`${bar.label}: ${bar.display}`}</title>
                </rect>
                {showsLabel(i, bars.length, every) ? (
                  <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
                    {bar.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </>
      }
    >
      <ChartTable
        caption={title}
        columns={[labelHeader, valueLabel]}
        rows={bars.map((bar, i) => ({
          key: `${bar.label}-${i}`,
          cells: [bar.label, bar.highlight && highlightNote ? `${bar.display} (${highlightNote})` : bar.display],
        }))}
      />
    </ChartFrame>
  );
}
