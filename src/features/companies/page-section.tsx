import { useId, type ReactNode } from 'react';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** A titled region of the company page; its heading names it for screen readers and for tests. */
export function PageSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={blocks.stack} aria-labelledby={headingId}>
      <div className={blocks.spreadRow}>
        <h2 id={headingId} className={blocks.sectionHeading}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
