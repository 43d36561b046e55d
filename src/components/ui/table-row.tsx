import { useId, type MouseEvent } from 'react';
import { Icon } from './icon';
import { columnLabel } from './table-columns';
import type { TableColumn } from './table-types';
import styles from './table.module.css';

export interface TableRowProps<Row> {
  row: Row;
  index: number;
  shown: TableColumn<Row>[];
  folded: TableColumn<Row>[];
  open: boolean;
  onToggle: () => void;
  /** On a phone a tap anywhere on the row (but on its own controls) opens the disclosure too. */
  tapToOpen: boolean;
  className: string | undefined;
  alignClass: (column: TableColumn<Row>) => string | undefined;
}

// A tap on one of these does its own job and leaves the disclosure alone.
const OWN_CONTROLS = 'a, button, input, select, textarea, label, [role="menuitem"]';

/** One row, and under it, when opened, the columns that had no room listed as label: value. */
export function TableRow<Row>({
  row,
  index,
  shown,
  folded,
  open,
  onToggle,
  tapToOpen,
  className,
  alignClass,
}: TableRowProps<Row>) {
  const detailsId = useId();
  const hasDetails = folded.length > 0;

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!tapToOpen || !hasDetails) return;
    if ((event.target as Element).closest(OWN_CONTROLS)) return;
    onToggle();
  };

  return (
    <>
      <tr
        className={[className, open ? styles.openRow : undefined].filter(Boolean).join(' ') || undefined}
        data-tappable={tapToOpen && hasDetails ? '' : undefined}
        onClick={onRowClick}
      >
        {shown.map((column) => (
          <td key={column.id} className={cellClass(column, alignClass)}>
            {column.cell(row, index)}
          </td>
        ))}
        {hasDetails ? (
          <td className={styles.toggleCell}>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              aria-label={open ? 'Hide details' : 'Show details'}
              onClick={onToggle}
            >
              <Icon name={open ? 'chevron-up' : 'chevron-down'} size="s" />
            </button>
          </td>
        ) : null}
      </tr>
      {hasDetails && open ? (
        <tr id={detailsId} className={styles.detailsRow}>
          <td colSpan={shown.length + 1}>
            <dl className={styles.details}>
              {folded.map((column) => (
                <div key={column.id} className={styles.detail}>
                  <dt>{columnLabel(column)}</dt>
                  <dd>{column.cell(row, index)}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      ) : null}
    </>
  );
}

export function cellClass<Row>(
  column: TableColumn<Row>,
  alignClass: (column: TableColumn<Row>) => string | undefined,
): string | undefined {
  return (
    [
      alignClass(column),
      column.actions ? styles.actionsCell : undefined,
      column.selection ? styles.selectionCell : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}
