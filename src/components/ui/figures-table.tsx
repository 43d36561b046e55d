import type { ReactNode } from 'react';

interface FiguresTableProps {
  className?: string;
  /** Names the table for screen readers; the heading or button around it names it for the eye. */
  caption: string;
  headers: readonly string[];
  /** The rows (`<tr>`), each named by its first cell (`<th scope="row">`). */
  children: ReactNode;
}

/**
 * A few figures in a grid, e.g. a balance per currency: a plain table with a column header each. A list that
 * pages, sorts or folds columns on a phone is a Table.
 */
export function FiguresTable({ className, caption, headers, children }: FiguresTableProps) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
