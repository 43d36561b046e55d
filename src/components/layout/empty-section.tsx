import styles from './empty-section.module.css';

/**
 * The frame of a section whose data has not arrived in the portal yet: it says what will be here and shows
 * nothing invented.
 */
export function EmptySection({ description }: { description: string }) {
  return (
    <section className={styles.empty} aria-live="polite">
      <p className={styles.title}>Nothing here yet</p>
      <p className={styles.text}>{description}</p>
    </section>
  );
}
