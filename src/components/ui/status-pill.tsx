import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

/** A status in words on a soft pill (payment, company, BIN set…); the tone only repeats what the words say. */
export function StatusPill({ tone = 'neutral', children }: { tone?: StatusTone | undefined; children: ReactNode }) {
  return (
    <span className={styles.pill} data-tone={tone}>
      {children}
    </span>
  );
}
