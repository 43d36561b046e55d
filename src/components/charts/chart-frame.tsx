import { useId, type ReactNode, type Ref } from 'react';
import { ticks } from './chart-scale';
import styles from './charts.module.css';

interface ChartFrameProps {
  /** The figure's measure (useDrawingWidth): the ref it watches and the width the drawing gets. */
  drawingWidth: { ref: Ref<HTMLElement>; width: number };
  height: number;
  title: string;
  /** One line saying what the drawing shows, for screen readers. */
  summary: string;
  /** What is drawn inside the SVG. */
  drawing: ReactNode;
  /** What follows the drawing in the figure: a legend, the table of every figure. */
  children: ReactNode;
}

/** A chart's figure: the caption, an SVG image named by its title and described by its summary, then the rest. */
export function ChartFrame({ drawingWidth, height, title, summary, drawing, children }: ChartFrameProps) {
  const { ref, width } = drawingWidth;
  const titleId = useId();
  const descId = useId();
  return (
    <figure ref={ref} className={styles.figure}>
      <figcaption className={styles.title}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.svg}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {drawing}
      </svg>
      {children}
    </figure>
  );
}

interface ValueAxisProps {
  top: number;
  /** Where the plot starts and ends horizontally: the grid lines span it, the labels sit left of it. */
  left: number;
  right: number;
  y: (value: number) => number;
  formatTick: (value: number) => string;
}

/** The value axis: a grid line and a label per tick, from zero to the top. */
export function ValueAxis({ top, left, right, y, formatTick }: ValueAxisProps) {
  return ticks(top).map((tick) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
      <text x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className={styles.axis}>
        {formatTick(tick)}
      </text>
    </g>
  ));
}
