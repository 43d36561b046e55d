import type { ReactNode } from 'react';
import styles from './charts.module.css';

interface ChartTableProps {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * The chart's figures as a table, for screen readers and anyone who would rather read: closed by default,
 * opened with a keyboard like any disclosure.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <details className={styles.details}>
      <summary>Show as a table</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={i > 0 ? styles.number : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={styles.number}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
