import type { ReactNode } from 'react';

interface TermProps {
  label: ReactNode;
  children: ReactNode;
  /** On the value, e.g. a monospace look for numbers and codes. */
  className?: string;
}

/**
 * One label / value pair of a definition list, wrapped in a div (which HTML allows inside a dl) so that the
 * list's grid (blocks.terms and a page's own columns) lays out whole pairs.
 */
export function Term({ label, children, className }: TermProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
