import { useId, type ReactNode } from 'react';
import styles from './profile-settings.module.css';

/** One titled card of the settings page. */
export function Section({ title, prominent, children }: { title: string; prominent?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      className={[styles.section, prominent ? styles.prompt : null].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
