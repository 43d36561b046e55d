import { Icon } from './icon';
import { columnLabel, isFixedColumn } from './table-columns';
import type { TableColumn } from './table-types';
import { usePopupButton } from './use-popup-button';
import blocks from './page-blocks.module.css';
import styles from './table.module.css';

export interface TableColumnChooserProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  hidden: ReadonlySet<string>;
  onShowColumn: (columnId: string, show: boolean) => void;
}

/**
 * The columns a person wants in a wide staff list: a checkbox each (the row's name, key facts and actions are
 * always shown). Closes on Escape and on a click elsewhere (usePopupButton).
 */
export function TableColumnChooser<Row>({ caption, columns, hidden, onShowColumn }: TableColumnChooserProps<Row>) {
  const chooser = usePopupButton();
  const hideable = columns.filter((column, index) => !isFixedColumn(column, index, columns));
  const shownCount = columns.length - hidden.size;

  return (
    <div className={styles.chooser} ref={chooser.rootRef}>
      <button {...chooser.trigger} className={styles.chooserButton}>
        <Icon name="settings" size="s" />
        Columns ({shownCount} of {columns.length})
      </button>
      {chooser.open ? (
        <fieldset id={chooser.popupId} className={`${styles.chooserPanel} ${blocks.floating}`}>
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
