import { useId, type ReactNode } from 'react';
import blocks from './page-blocks.module.css';

/** A section's heading row: the h2 that names it and, at the far end, its actions (create, filters). */
export function SectionHeader({ id, title, actions }: { id: string; title: ReactNode; actions?: ReactNode }) {
  return (
    <div className={blocks.spreadRow}>
      <h2 id={id} className={blocks.sectionHeading}>
        {title}
      </h2>
      {actions}
    </div>
  );
}

interface PageSectionProps {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** An anchor others link to. */
  id?: string;
  /** Replaces the shared stacked look where a page has its own. */
  className?: string;
}

/** A titled region of a page; its heading names it for screen readers and for tests. */
export function PageSection({ title, actions, children, id, className }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={className ?? blocks.stack} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={title} actions={actions} />
      {children}
    </section>
  );
}
