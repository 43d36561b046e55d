import type { TableColumn } from './table-types';

/** The phone layout's breakpoint (issue 21: phones are 360–430 px wide). */
export const PHONE_MEDIA_QUERY = '(max-width: 430px)';

/** Spec 9 keeps a table's settings per table; the columns a person hid live beside its page size. */
export const hiddenColumnsKey = (tableId: string) => `table:${tableId}:hiddenColumns`;

/** The name a column goes by in the chooser and in a row's disclosure. */
export function columnLabel<Row>(column: TableColumn<Row>): string {
  if (column.label) return column.label;
  return typeof column.header === 'string' ? column.header : column.id;
}

/**
 * Columns nobody may hide: the row's checkbox, the row's name (the first column, or the first after the
 * checkbox), its key facts and its actions. The signature is a filter callback's: `columns.filter(isFixedColumn)`.
 */
export function isFixedColumn<Row>(
  column: TableColumn<Row>,
  index: number,
  columns: readonly TableColumn<Row>[],
): boolean {
  const nameIndex = columns.findIndex((candidate) => !candidate.selection);
  return index === nameIndex || column.selection === true || column.actions === true || column.priority === 'key';
}

/** The columns a desk starts without: the low-priority ones. */
export function defaultHiddenColumns<Row>(columns: readonly TableColumn<Row>[]): string[] {
  return columns
    .filter((column, index) => !isFixedColumn(column, index, columns) && column.priority === 'low')
    .map((c) => c.id);
}

export interface ColumnLayout<Row> {
  /** Columns with a cell in the row, in order; an actions column last. */
  shown: TableColumn<Row>[];
  /** Columns a row's disclosure lists as label: value. Empty when every column is shown. */
  folded: TableColumn<Row>[];
}

/**
 * Which columns a row shows and which move behind its disclosure: on a phone only the fixed ones (name, key
 * facts, actions) stay; on a desk every column but those the person hid (or, by default, the low-priority ones).
 */
export function layoutColumns<Row>(
  columns: readonly TableColumn<Row>[],
  { phone, hidden }: { phone: boolean; hidden: ReadonlySet<string> },
): ColumnLayout<Row> {
  const shown: TableColumn<Row>[] = [];
  const folded: TableColumn<Row>[] = [];
  columns.forEach((column, index) => {
    const stays = isFixedColumn(column, index, columns) || (!phone && !hidden.has(column.id));
    (stays ? shown : folded).push(column);
  });
  // The actions sit at the right edge whatever order the page declared them in.
  const ordered = [...shown.filter((column) => !column.actions), ...shown.filter((column) => column.actions)];
  return { shown: ordered, folded };
}

/** The columns this person hid in this table, or null when they never chose (the default applies). */
export function readHiddenColumns(tableId: string): string[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(hiddenColumnsKey(tableId)) ?? 'null');
    if (!Array.isArray(stored)) return null;
    return stored.filter((id): id is string => typeof id === 'string');
  } catch {
    // Unreadable (private mode, a hand-edited value): the table falls back to its default columns.
    return null;
  }
}

export function saveHiddenColumns(tableId: string, hidden: readonly string[]) {
  try {
    window.localStorage.setItem(hiddenColumnsKey(tableId), JSON.stringify(hidden));
  } catch {
    // Storage can be unavailable: the choice holds until the page is left.
  }
}

/**
 * The hidden set the table uses: the stored choice (ids of columns that no longer exist or may not be hidden
 * are dropped) or the default.
 */
export function resolveHiddenColumns<Row>(
  columns: readonly TableColumn<Row>[],
  stored: readonly string[] | null,
): Set<string> {
  if (stored === null) return new Set(defaultHiddenColumns(columns));
  const hideable = new Set(columns.filter((column, index) => !isFixedColumn(column, index, columns)).map((c) => c.id));
  return new Set(stored.filter((id) => hideable.has(id)));
}
