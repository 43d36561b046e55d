import { DateTime } from '@/src/components/ui/cells';
import type { TableColumn } from '@/src/components/ui/table';
import type { DateInput } from '@/src/lib/dates';

/** The "Created" column of a list whose rows carry their creation time. */
export function createdColumn<Row extends { createdAt: DateInput }>(): TableColumn<Row> {
  return { id: 'createdAt', header: 'Created', cell: (row) => <DateTime value={row.createdAt} /> };
}

/** The row's buttons: the "Actions" column the table holds at its right edge. */
export function actionsColumn<Row>(cell: TableColumn<Row>['cell']): TableColumn<Row> {
  return { id: 'actions', header: 'Actions', actions: true, cell };
}
