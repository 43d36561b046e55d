import type { ReactNode } from 'react';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './company-page.module.css';

export interface DetailItem {
  term: string;
  value: ReactNode;
}

/** A titled group of label/value pairs: one of the company page's detail panels. */
export function DetailsPanel({ title, items }: { title: string; items: DetailItem[] }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h3 className={styles.panelTitle}>{title}</h3>
      <dl className={`${styles.details} ${blocks.terms}`}>
        {items.map((item) => (
          <div key={item.term} className={styles.detail}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
