import type { ReactNode } from 'react';

interface FactProps {
  label: ReactNode;
  children: ReactNode;
  /** On the value, e.g. a monospace look for numbers and codes. */
  className?: string;
}

/**
 * One label and value of a record's facts (a card's details, a wire's beneficiary), inside the page's own <dl>,
 * which sets the grid and the look (e.g. blocks.terms). The div keeps the pair together in that grid, as HTML
 * allows a dl's groups to be wrapped.
 */
export function Fact({ label, children, className }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
