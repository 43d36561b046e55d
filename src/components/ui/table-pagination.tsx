import { useId } from 'react';
import { Button } from './button';
import blocks from './page-blocks.module.css';
import styles from './table.module.css';

export interface TablePaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Names the navigation landmark, e.g. the table's caption. */
  label: string;
}

export function TablePagination({
  page,
  pageCount,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  label,
}: TablePaginationProps) {
  const selectId = useId();
  const lastPage = Math.max(1, pageCount);
  return (
    <nav className={`${blocks.spreadRow} ${styles.pagination}`} aria-label={`${label} pages`}>
      <div className={styles.pageSize}>
        <label htmlFor={selectId}>Rows per page</label>
        <select
          id={selectId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pager}>
        <Button
          appearance="light-icon"
          icon="chevron-left"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <span className={styles.pageStatus} aria-live="polite">
          Page {Math.min(page, lastPage)} of {lastPage}
        </span>
        <Button
          appearance="light-icon"
          icon="chevron-right"
          aria-label="Next page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        />
      </div>
    </nav>
  );
}
