import type { ReactNode } from 'react';

/**
 * How much a column matters when room is short (issue 21):
 * - `key`: always shown, on a phone too — the row's amount, status or action;
 * - `high` (the default): shown on a desk; on a phone it moves behind the row's disclosure;
 * - `low`: a desk starts with it hidden (the column chooser shows it); the row's disclosure always has it.
 * The first column names the row and is always shown (after the checkbox where rows can be chosen).
 */
export type ColumnPriority = 'key' | 'high' | 'low';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  /** The column's name in the chooser and the row's disclosure when the header is not plain text. */
  label?: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Amounts align right so their digits line up. */
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  /** Sort key for tables sorted in the browser; server-sorted tables pass onSortChange instead. */
  sortValue?: (row: Row) => string | number | bigint | null | undefined;
  width?: string;
  priority?: ColumnPriority;
  /** The row's buttons: a key column held at the table's right edge, so a wide table never hides them. */
  actions?: boolean;
  /**
   * The row's checkbox for bulk actions: always shown, and not the row's name — the column after it names the
   * row and stays on a phone as the first column otherwise does.
   */
  selection?: boolean;
}

export interface SortState {
  columnId: string;
  direction: 'asc' | 'desc';
}
