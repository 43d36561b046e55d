import { useId, type ReactNode } from 'react';
import styles from './company-page.module.css';

/** A titled region of the company page; its heading names it for screen readers and for tests. */
export function PageSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
