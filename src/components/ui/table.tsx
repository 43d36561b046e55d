import { useId, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { useWaitingForServer } from '@/src/lib/use-online';
import { AvailableWhenOnline } from './online-only';
import { Skeleton } from './skeleton';
import { TablePagination } from './table-pagination';
import { PAGE_SIZE_OPTIONS } from './use-page-size';
import { useTableState } from './use-table-state';
import styles from './table.module.css';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Amounts align right so their digits line up. */
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  /** Sort key for tables sorted in the browser; server-sorted tables pass onSortChange instead. */
  sortValue?: (row: Row) => string | number | bigint | null | undefined;
  width?: string;
}

export interface SortState {
  columnId: string;
  direction: 'asc' | 'desc';
}

export interface TableProps<Row> {
  /** Names the table's remembered settings: the page size lives under `table:<tableId>:pageSize`. */
  tableId: string;
  /** The table's accessible name; shown as its heading when showCaption is set. */
  caption: string;
  showCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  /**
   * The rows are the previous answer while the next is read (another sort, page or filter): the table is
   * busy and they are dimmed, so nobody takes them for the rows of the sort the header already shows.
   */
  refreshing?: boolean;
  skeletonRows?: number;
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  /** Controlled sorting (e.g. kept in the URL); without onSortChange the table sorts its rows itself. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Set false for short lists that never page. */
  paginate?: boolean;
  /** Server paging: `rows` is the current page of `totalRows`. Without it the table pages `rows` itself. */
  totalRows?: number;
  page?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: readonly number[];
  /** The scroll box's height, inside which the header sticks; 'none' lets the page scroll instead. */
  maxHeight?: string;
  /** A class for a row, e.g. to highlight one over a threshold (say it in a cell too: colour is never alone). */
  rowClassName?: (row: Row) => string | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function Table<Row>({
  tableId,
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  refreshing = false,
  skeletonRows,
  emptyMessage = 'Nothing to show yet.',
  emptyAction,
  sort: controlledSort,
  onSortChange,
  paginate = true,
  totalRows,
  page: controlledPage,
  onPageChange,
  pageSize: controlledPageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  maxHeight = '70vh',
  rowClassName,
}: TableProps<Row>) {
  const captionId = useId();
  const { sort, page, pageSize, pageCount, visibleRows, changeSort, changePage, changePageSize } = useTableState({
    tableId,
    columns,
    rows,
    controlledSort,
    onSortChange,
    paginate,
    totalRows,
    controlledPage,
    onPageChange,
    controlledPageSize,
    onPageSizeChange,
    pageSizeOptions,
  });

  const alignClass = (column: TableColumn<Row>) => styles[`align-${column.align ?? 'left'}`];
  const placeholderCount = skeletonRows ?? Math.min(pageSize, 5);
  // Offline with nothing saved for this table: one line says so, not a row of it in every cell.
  const waitingForServer = useWaitingForServer();

  return (
    <div className={styles.wrapper}>
      <div
        className={styles.scroll}
        style={{ maxHeight }}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll a wide table sideways.
        tabIndex={0}
      >
        <table
          className={refreshing && !loading ? `${styles.table} ${styles.refreshing}` : styles.table}
          aria-busy={loading || refreshing || undefined}
        >
          <caption id={captionId} className={showCaption ? styles.caption : 'visually-hidden'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={alignClass(column)}
                    style={{ width: column.width }}
                    aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => changeSort(column.id)}>
                        {column.header}
                        <Icon
                          name={direction === 'desc' ? 'chevron-down' : 'chevron-up'}
                          size="xs"
                          className={direction ? styles.sortActive : styles.sortIdle}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading && waitingForServer ? (
              <tr>
                <td colSpan={columns.length}>
                  <AvailableWhenOnline />
                </td>
              </tr>
            ) : loading ? (
              Array.from({ length: placeholderCount }, (_, index) => (
                <tr key={`skeleton-${index}`} data-skeleton>
                  {columns.map((column) => (
                    <td key={column.id} className={alignClass(column)}>
                      <Skeleton width={column.align === 'right' ? '60%' : '80%'} />
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              visibleRows.map((row, index) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column) => (
                    <td key={column.id} className={alignClass(column)}>
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {!loading && visibleRows.length === 0 ? (
          // Outside the table so it stays in view when a wide, empty table scrolls sideways.
          <div className={styles.empty}>
            <EmptyState message={emptyMessage} action={emptyAction} />
          </div>
        ) : null}
      </div>
      {paginate ? (
        <TablePagination
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageChange={changePage}
          onPageSizeChange={changePageSize}
          label={caption}
        />
      ) : null}
    </div>
  );
}
