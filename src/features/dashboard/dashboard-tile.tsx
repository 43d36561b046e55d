import type { ReactNode } from 'react';
import styles from './dashboard-page.module.css';

interface DashboardTileProps {
  /** The heading's id: the tile is named by its heading, for screen readers and tests. */
  id: string;
  title: string;
  /** While its figures load (or, where a chosen period changes them, reload): `aria-busy`. */
  busy?: boolean;
  /** Tables of several columns take the grid's whole row instead of squeezing into one tile. */
  wide?: boolean;
  children: ReactNode;
}

/** One tile of the dashboard's grid: a titled surface holding one kind of figure. */
export function DashboardTile({ id, title, busy, wide = false, children }: DashboardTileProps) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id} aria-busy={busy}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
