import { labelEvery, labelsThatFit, niceMax, showsLabel } from './chart-scale';
import { ChartFrame, type ChartLayout, type Plot } from './chart-frame';
import { ChartTable } from './chart-table';
import styles from './charts.module.css';

export interface LineSeries {
  name: string;
  /** One per x label: drawn from `values`, read from `display`. */
  values: number[];
  display: string[];
  /** A short total shown in the legend and the summary. */
  total: string;
}

interface LineChartProps {
  title: string;
  xLabels: string[];
  series: LineSeries[];
  formatTick: (value: number) => string;
  /** The drawing's width before the figure is measured; then it is drawn at the pixels it gets. */
  width?: number;
}

const LAYOUT: ChartLayout = { height: 220, margin: { top: 8, right: 8, bottom: 28, left: 64 } };
/** Series are told apart by colour and by dash pattern, so colour is never the only cue. */
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2'];
const SERIES_CLASSES = ['s0', 's1', 's2', 's3', 's4'] as const;

/** Several series over the same days in plain SVG, with a legend, a summary for screen readers and the table. */
export function LineChart({ title, xLabels, series, formatTick, width: initialWidth = 560 }: LineChartProps) {
  return (
    <ChartFrame
      title={title}
      summary={
        series.length
          ? `${series.length} series from ${xLabels[0]} to ${xLabels.at(-1)}: ` +
            `${series.map((line) => `${line.name} ${line.total}`).join('; ')}.`
          : null
      }
      initialWidth={initialWidth}
      layout={LAYOUT}
      top={niceMax(Math.max(0, ...series.flatMap((line) => line.values)))}
      formatTick={formatTick}
      drawing={(plot) => <Lines xLabels={xLabels} series={series} plot={plot} />}
    >
      <ul className={styles.legend} aria-hidden="true">
        {series.map((line, s) => (
          <li key={line.name}>
            <svg width="24" height="8" className={styles.legendMark}>
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                className={`${styles.line} ${styles[SERIES_CLASSES[s % SERIES_CLASSES.length]!]}`}
                strokeDasharray={DASHES[s % DASHES.length] || undefined}
              />
            </svg>
            {line.name} · {line.total}
          </li>
        ))}
      </ul>
      <ChartTable
        caption={title}
        columns={['Day', ...series.map((line) => line.name)]}
        rows={xLabels.map((label, i) => ({
          key: `${label}-${i}`,
          cells: [label, ...series.map((line) => line.display[i] ?? '')],
        }))}
      />
    </ChartFrame>
  );
}

/** The x labels that fit, then a line per series, each point over its label. */
function Lines({ xLabels, series, plot }: { xLabels: string[]; series: LineSeries[]; plot: Plot }) {
  const step = xLabels.length > 1 ? plot.width / (xLabels.length - 1) : 0;
  const x = (i: number) => plot.left + (xLabels.length > 1 ? step * i : plot.width / 2);
  const every = labelEvery(xLabels.length, labelsThatFit(plot.width, 7));
  return (
    <>
      {xLabels.map((label, i) =>
        showsLabel(i, xLabels.length, every) ? (
          <text key={`${label}-${i}`} x={x(i)} y={plot.xLabelY} textAnchor="middle" className={styles.axis}>
            {label}
          </text>
        ) : null,
      )}
      {series.map((line, s) => (
        <polyline
          key={line.name}
          points={line.values.map((value, i) => `${x(i)},${plot.y(value)}`).join(' ')}
          className={`${styles.line} ${styles[SERIES_CLASSES[s % SERIES_CLASSES.length]!]}`}
          strokeDasharray={DASHES[s % DASHES.length] || undefined}
        />
      ))}
    </>
  );
}
