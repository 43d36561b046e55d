import { labelEvery, labelsThatFit, niceMax, showsLabel } from './chart-scale';
import { ChartFrame, type ChartLayout, type Plot } from './chart-frame';
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

const LAYOUT: ChartLayout = { height: 200, margin: { top: 8, right: 0, bottom: 28, left: 56 } };

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
  return (
    <ChartFrame
      title={title}
      summary={
        bars.length ? `${bars.length} bars: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(', ')}.` : null
      }
      initialWidth={initialWidth}
      layout={LAYOUT}
      top={max ?? niceMax(Math.max(0, ...bars.map((bar) => bar.value)))}
      formatTick={formatTick}
      drawing={(plot) => <Bars bars={bars} plot={plot} />}
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

/** A bar per period over the plot's width, labelled below where the labels fit. */
function Bars({ bars, plot }: { bars: Bar[]; plot: Plot }) {
  const slot = bars.length ? plot.width / bars.length : plot.width;
  const barWidth = Math.max(2, Math.min(48, slot * 0.6));
  const every = labelEvery(bars.length, labelsThatFit(plot.width, 8));
  return bars.map((bar, i) => {
    const x = plot.left + slot * i + (slot - barWidth) / 2;
    const barTop = plot.y(bar.value);
    return (
      <g key={`${bar.label}-${i}`}>
        <rect
          x={x}
          y={barTop}
          width={barWidth}
          height={Math.max(0, plot.bottom - barTop)}
          rx={2}
          className={bar.highlight ? styles.barHighlight : styles.bar}
        >
          <title>{`${bar.label}: ${bar.display}`}</title>
        </rect>
        {showsLabel(i, bars.length, every) ? (
          <text x={x + barWidth / 2} y={plot.xLabelY} textAnchor="middle" className={styles.axis}>
            {bar.label}
          </text>
        ) : null}
      </g>
    );
  });
}
