import { useId, type ReactNode } from 'react';
import { ticks } from './chart-scale';
import { useMeasuredWidth } from './use-drawing-width';
import styles from './charts.module.css';

/** A chart's drawing: its height and the room kept around the plot for the axes' labels, in pixels. */
export interface ChartLayout {
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** The plot as drawn, in the SVG's pixels: its edges, where a value stands, and where the x labels sit. */
export interface Plot {
  left: number;
  right: number;
  width: number;
  /** Where zero stands. */
  bottom: number;
  /** Where a value stands; one over the axis' top is drawn at the top. */
  y: (value: number) => number;
  xLabelY: number;
}

interface ChartFrameProps {
  title: string;
  /** One line saying what the drawing shows, for screen readers; null when there is nothing to draw. */
  summary: string | null;
  /** The drawing's width where the figure cannot be measured; otherwise it is drawn at the pixels it gets. */
  initialWidth: number;
  layout: ChartLayout;
  /** The value axis, from zero to `top`: a grid line and a label per tick. */
  top: number;
  formatTick: (value: number) => string;
  /** The marks (bars, lines, x labels) drawn over the value axis. */
  drawing: (plot: Plot) => ReactNode;
  /** What follows the drawing in the figure: a legend, the table of every figure. */
  children: ReactNode;
}

/**
 * A chart's figure: the caption, an SVG image named by its title and described by its summary, drawn at the
 * width the figure gets with the value axis under the chart's marks, then the rest.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { title, summary, initialWidth, layout, top, formatTick, drawing, children } = props;
  const { ref, width: measured } = useMeasuredWidth<HTMLElement>(initialWidth);
  const width = measured ?? initialWidth;
  const titleId = useId();
  const descId = useId();
  const { height, margin } = layout;
  const plotHeight = height - margin.top - margin.bottom;
  const bottom = margin.top + plotHeight;
  const plot: Plot = {
    left: margin.left,
    right: width - margin.right,
    width: width - margin.left - margin.right,
    bottom,
    y: (value) => bottom - (Math.min(value, top) / top) * plotHeight,
    xLabelY: height - 8,
  };
  return (
    <figure ref={ref} className={styles.figure}>
      <figcaption className={styles.title}>{title}</figcaption>
      {/* Its height is fixed, so the figure keeps its place while the drawing waits for the measured width. */}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        height={height}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.svg}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary ?? 'No data for this period.'}</desc>
        {measured !== null && (
          <>
            {ticks(top).map((tick) => (
              <g key={tick}>
                <line x1={plot.left} x2={plot.right} y1={plot.y(tick)} y2={plot.y(tick)} className={styles.grid} />
                <text
                  x={plot.left - 6}
                  y={plot.y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className={styles.axis}
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {drawing(plot)}
          </>
        )}
      </svg>
      {children}
    </figure>
  );
}
