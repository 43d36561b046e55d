import { useId, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { useWaitingForServer } from '@/src/lib/use-online';
import { AvailableWhenOnline } from './online-only';
import { Skeleton } from './skeleton';
import { TableColumnChooser } from './table-column-chooser';
import { TablePagination } from './table-pagination';
import { cellClass, TableRow } from './table-row';
import type { SortState, TableColumn } from './table-types';
import { PAGE_SIZE_OPTIONS } from './use-page-size';
import { useTableState } from './use-table-state';
import blocks from './page-blocks.module.css';
import styles from './table.module.css';

export type { ColumnPriority, SortState, TableColumn } from './table-types';

export interface TableProps<Row> {
  /**
   * Names the table's remembered settings: the page size lives under `table:<tableId>:pageSize`, the columns
   * hidden in the chooser under `table:<tableId>:hiddenColumns`.
   */
  tableId: string;
  /** The table's accessible name; shown as its heading when showCaption is set. */
  caption: string;
  showCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  /** Keys a row among the others; a row's `id` by default (RowKey makes it required where rows have none). */
  rowKey?: (row: Row) => string | number;
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
  /** Offers the column chooser on a desk; by default a list of many columns has it. */
  chooseColumns?: boolean;
}

/** Rows with an `id` are keyed by it; rows without one must say what keys them. */
export type RowKey<Row> = [Row] extends [{ id: string | number }] ? unknown : { rowKey: (row: Row) => string | number };

/** The default rowKey: RowKey only lets it stand for rows that have an `id`. */
const rowId = (row: unknown) => (row as { id: string | number }).id;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** From this many columns a desk list offers the chooser. */
const MANY_COLUMNS = 7;

export function Table<Row>(props: TableProps<Row> & RowKey<Row>) {
  const {
    tableId,
    caption,
    showCaption = false,
    columns,
    rowKey = rowId,
    loading = false,
    refreshing = false,
    skeletonRows,
    emptyMessage = 'Nothing to show yet.',
    emptyAction,
    paginate = true,
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    maxHeight = '70vh',
    rowClassName,
    chooseColumns = columns.length >= MANY_COLUMNS,
  } = props;
  const captionId = useId();
  const hintId = useId();
  const state = useTableState({ ...props, rowKey, paginate, pageSizeOptions });
  const { sort, shownColumns, foldedColumns, visibleRows, scroll } = state;

  const alignClass = (column: TableColumn<Row>) => styles[`align-${column.align ?? 'left'}`];
  const placeholderCount = skeletonRows ?? Math.min(state.pageSize, 5);
  // Offline with nothing saved for this table: one line says so, not a row of it in every cell.
  const waitingForServer = useWaitingForServer();
  const hasDetails = foldedColumns.length > 0;
  const showChooser = chooseColumns && !state.phone;
  const scrolls = scroll.moreLeft || scroll.moreRight;
  const wrapperClass = [
    styles.wrapper,
    scroll.moreRight ? styles.moreRight : undefined,
    scroll.moreLeft ? styles.moreLeft : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={wrapperClass} data-table-id={tableId}>
      {showChooser || scrolls ? (
        <div className={`${blocks.spreadRowTight} ${styles.toolbar}`}>
          {scrolls ? (
            <p id={hintId} className={styles.scrollHint}>
              <Icon name="chevron-left" size="xs" />
              Scroll sideways for more columns
              <Icon name="chevron-right" size="xs" />
            </p>
          ) : null}
          {showChooser ? (
            <TableColumnChooser
              caption={caption}
              columns={columns}
              hidden={state.hidden}
              onShowColumn={state.showColumn}
            />
          ) : null}
        </div>
      ) : null}
      <div
        ref={scroll.ref}
        className={styles.scroll}
        style={{ maxHeight }}
        role="region"
        aria-labelledby={captionId}
        aria-describedby={scrolls ? hintId : undefined}
        // Focusable so keyboard users can scroll a wide table sideways.
        tabIndex={0}
      >
        <table
          className={[styles.table, state.phone ? styles.phone : undefined, refreshing && !loading && styles.refreshing]
            .filter(Boolean)
            .join(' ')}
          aria-busy={loading || refreshing || undefined}
        >
          <caption id={captionId} className={showCaption ? styles.caption : 'visually-hidden'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {shownColumns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cellClass(column, alignClass)}
                    style={{ width: column.width }}
                    aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => state.changeSort(column.id)}>
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
              {hasDetails ? (
                <th scope="col" className={styles.toggleCell}>
                  <span className="visually-hidden">Details</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {loading && waitingForServer ? (
              <tr>
                <td colSpan={shownColumns.length + (hasDetails ? 1 : 0)}>
                  <AvailableWhenOnline />
                </td>
              </tr>
            ) : loading ? (
              Array.from({ length: placeholderCount }, (_, index) => (
                <tr key={`skeleton-${index}`} data-skeleton>
                  {shownColumns.map((column) => (
                    <td key={column.id} className={alignClass(column)}>
                      <Skeleton width={column.align === 'right' ? '60%' : '80%'} />
                    </td>
                  ))}
                  {hasDetails ? <td className={styles.toggleCell} /> : null}
                </tr>
              ))
            ) : (
              visibleRows.map((row, index) => (
                <TableRow
                  key={rowKey(row)}
                  row={row}
                  index={index}
                  shown={shownColumns}
                  folded={foldedColumns}
                  open={state.isRowOpen(row)}
                  onToggle={() => state.toggleRow(row)}
                  tapToOpen={state.phone}
                  className={rowClassName?.(row)}
                  alignClass={alignClass}
                />
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
          page={state.page}
          pageCount={state.pageCount}
          pageSize={state.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageChange={state.changePage}
          onPageSizeChange={state.changePageSize}
          label={caption}
        />
      ) : null}
    </div>
  );
}
