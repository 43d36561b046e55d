import { useMemo, useState } from 'react';
import {
  layoutColumns,
  PHONE_MEDIA_QUERY,
  readHiddenColumns,
  resolveHiddenColumns,
  saveHiddenColumns,
} from './table-columns';
import type { SortState, TableColumn } from './table-types';
import { useMediaQuery } from './use-media-query';
import { readPageSize, savePageSize } from './use-page-size';
import { useScrollHint } from './use-scroll-hint';

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, undefined, { numeric: true });
  return (a as number) < (b as number) ? -1 : 1;
}

export interface TableStateInput<Row> {
  tableId: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Controlled sort and paging (TableProps): given, they win over what is kept here. */
  sort?: SortState | null | undefined;
  onSortChange?: ((sort: SortState | null) => void) | undefined;
  paginate: boolean;
  totalRows?: number | undefined;
  page?: number | undefined;
  onPageChange?: ((page: number) => void) | undefined;
  pageSize?: number | undefined;
  onPageSizeChange?: ((size: number) => void) | undefined;
  pageSizeOptions: readonly number[];
}

/**
 * Everything a table keeps, apart from how it looks (the view, table.tsx, only renders what this returns):
 * - sort and paging, controlled by the caller (the URL, the server) or kept here, and the rows to show (sorted
 *   and sliced in the browser unless the server does it); the page size a person picks is remembered per table;
 * - which columns show: the phone keeps the key ones, a desk those the person did not hide in the column chooser
 *   (remembered per table); the rest are listed in each row's disclosure, whose open rows are kept here;
 * - whether the scroll box has more to show sideways.
 */
export function useTableState<Row>({
  tableId,
  columns,
  rows,
  rowKey,
  sort: controlledSort,
  onSortChange,
  paginate,
  totalRows,
  page: controlledPage,
  onPageChange,
  pageSize: controlledPageSize,
  onPageSizeChange,
  pageSizeOptions,
}: TableStateInput<Row>) {
  const [innerSort, setInnerSort] = useState<SortState | null>(null);
  const [innerPage, setInnerPage] = useState(1);
  const [innerPageSize, setInnerPageSize] = useState(() => readPageSize(tableId, undefined, pageSizeOptions));
  const [storedHidden, setStoredHidden] = useState(() => readHiddenColumns(tableId));
  const [openRows, setOpenRows] = useState<ReadonlySet<string | number>>(() => new Set());
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const scroll = useScrollHint<HTMLDivElement>();

  const sort = controlledSort !== undefined ? controlledSort : innerSort;
  const pageSize = controlledPageSize ?? innerPageSize;
  const serverPaged = totalRows !== undefined;
  const total = totalRows ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(controlledPage ?? innerPage, pageCount);

  const hidden = useMemo(() => resolveHiddenColumns(columns, storedHidden), [columns, storedHidden]);
  const layout = useMemo(() => layoutColumns(columns, { phone, hidden }), [columns, phone, hidden]);

  const visibleRows = useMemo(() => {
    let result = [...rows];
    const column = columns.find((candidate) => candidate.id === sort?.columnId);
    if (sort && column?.sortValue && !onSortChange) {
      const key = column.sortValue;
      const factor = sort.direction === 'asc' ? 1 : -1;
      result.sort((a, b) => factor * compareValues(key(a), key(b)));
    }
    if (paginate && !serverPaged) result = result.slice((page - 1) * pageSize, page * pageSize);
    return result;
  }, [rows, columns, sort, onSortChange, paginate, serverPaged, page, pageSize]);

  function changeSort(columnId: string) {
    const next: SortState | null =
      sort?.columnId !== columnId
        ? { columnId, direction: 'asc' }
        : sort.direction === 'asc'
          ? { columnId, direction: 'desc' }
          : null;
    if (onSortChange) onSortChange(next);
    else setInnerSort(next);
  }

  function changePage(next: number) {
    if (onPageChange) onPageChange(next);
    else setInnerPage(next);
  }

  function changePageSize(size: number) {
    savePageSize(tableId, size);
    if (onPageSizeChange) onPageSizeChange(size);
    else setInnerPageSize(size);
    changePage(1);
  }

  function showColumn(columnId: string, show: boolean) {
    const next = columns.map((column) => column.id).filter((id) => (id === columnId ? !show : hidden.has(id)));
    saveHiddenColumns(tableId, next);
    setStoredHidden(next);
  }

  function toggleRow(row: Row) {
    const key = rowKey(row);
    setOpenRows((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  const isRowOpen = (row: Row) => openRows.has(rowKey(row));

  return {
    sort,
    page,
    pageSize,
    pageCount,
    visibleRows,
    changeSort,
    changePage,
    changePageSize,
    phone,
    hidden,
    shownColumns: layout.shown,
    foldedColumns: layout.folded,
    showColumn,
    isRowOpen,
    toggleRow,
    scroll,
  };
}
