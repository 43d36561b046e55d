import { useId, useRef, useState } from 'react';
import { Icon } from './icon';
import { columnLabel, isFixedColumn } from './table-columns';
import type { TableColumn } from './table-types';
import { useDismiss } from './use-dismiss';
import styles from './table.module.css';

export interface TableColumnChooserProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  hidden: ReadonlySet<string>;
  onShowColumn: (columnId: string, show: boolean) => void;
}

/**
 * The columns a person wants in a wide staff list: a checkbox each (the row's name, key facts and actions are
 * always shown). Closes on Escape (focus back on its button) and on a click elsewhere.
 */
export function TableColumnChooser<Row>({ caption, columns, hidden, onShowColumn }: TableColumnChooserProps<Row>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(
    open,
    (target) => rootRef.current?.contains(target) ?? false,
    (by) => {
      setOpen(false);
      if (by === 'escape') buttonRef.current?.focus();
    },
  );

  const hideable = columns.filter((column, index) => !isFixedColumn(column, index, columns));
  const shownCount = columns.length - hidden.size;

  return (
    <div className={styles.chooser} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.chooserButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="settings" size="s" />
        Columns ({shownCount} of {columns.length})
      </button>
      {open ? (
        <fieldset id={panelId} className={styles.chooserPanel}>
          <legend className={styles.chooserLegend}>Columns of {caption}</legend>
          {hideable.map((column) => (
            <label key={column.id} className={styles.chooserOption}>
              <input
                type="checkbox"
                checked={!hidden.has(column.id)}
                onChange={(event) => onShowColumn(column.id, event.target.checked)}
              />
              {columnLabel(column)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
