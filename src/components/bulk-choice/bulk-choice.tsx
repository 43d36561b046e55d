import { useState } from 'react';
import { Checkbox } from '@/src/components/ui/checkbox';
import type { TableColumn } from '@/src/components/ui/table';

/** The rows a list has chosen for a bulk action (freeze cards, decline requests), by id. */
export interface BulkChoice<Row> {
  chosen: ReadonlySet<number>;
  onToggle: (row: Row, on: boolean) => void;
}

/** Rows chosen by id, never more than `max`: the most one bulk call to the server takes. */
export function useBulkChoice(max: number) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on && next.size < max) next.add(id);
      else next.delete(id);
      return next;
    });
  return { chosen, toggle, clear: () => setChosen(new Set()) };
}

/** The column's heading: read out, not shown, since the boxes speak for themselves on screen. */
const SELECT_HEADER = <span className="visually-hidden">Select</span>;

/**
 * A list's leading checkbox column for its bulk action. `label` names the row for screen readers only;
 * a row `selectable` refuses (already frozen, no longer declinable) shows a disabled box.
 */
export function bulkChoiceColumn<Row extends { id: number }>(
  choice: BulkChoice<Row>,
  label: (row: Row) => string,
  selectable: (row: Row) => boolean,
): TableColumn<Row> {
  return {
    id: 'select',
    selection: true,
    header: SELECT_HEADER,
    width: '3rem',
    cell: (row) => (
      <Checkbox
        size="small"
        label={<span className="visually-hidden">{label(row)}</span>}
        checked={choice.chosen.has(row.id)}
        disabled={!selectable(row)}
        onCheckedChange={(on) => choice.onToggle(row, on)}
      />
    ),
  };
}
