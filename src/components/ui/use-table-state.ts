import { useMemo, useState } from 'react';
import type { SortState, TableColumn } from './table';
import { readPageSize, savePageSize } from './use-page-size';

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
  controlledSort: SortState | null | undefined;
  onSortChange: ((sort: SortState | null) => void) | undefined;
  paginate: boolean;
  totalRows: number | undefined;
  controlledPage: number | undefined;
  onPageChange: ((page: number) => void) | undefined;
  controlledPageSize: number | undefined;
  onPageSizeChange: ((size: number) => void) | undefined;
  pageSizeOptions: readonly number[];
}

/**
 * A table's sort and paging, controlled by the caller (the URL, the server) or kept here: the rows to show
 * (sorted and sliced in the browser unless the server does it), and the changes the header and pager ask for.
 * The page size a person picks is remembered per table.
 */
export function useTableState<Row>({
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
}: TableStateInput<Row>) {
  const [innerSort, setInnerSort] = useState<SortState | null>(null);
  const [innerPage, setInnerPage] = useState(1);
  const [innerPageSize, setInnerPageSize] = useState(() => readPageSize(tableId, undefined, pageSizeOptions));
  const sort = controlledSort !== undefined ? controlledSort : innerSort;
  const pageSize = controlledPageSize ?? innerPageSize;
  const serverPaged = totalRows !== undefined;
  const total = totalRows ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(controlledPage ?? innerPage, pageCount);

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

  return { sort, page, pageSize, pageCount, visibleRows, changeSort, changePage, changePageSize };
}
