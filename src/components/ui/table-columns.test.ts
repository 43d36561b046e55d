import { afterEach, describe, expect, it } from 'vitest';
import {
  columnLabel,
  hiddenColumnsKey,
  layoutColumns,
  readHiddenColumns,
  resolveHiddenColumns,
  saveHiddenColumns,
} from './table-columns';
import type { TableColumn } from './table-types';

interface Payment {
  id: number;
}

const column = (id: string, extra: Partial<TableColumn<Payment>> = {}): TableColumn<Payment> => ({
  id,
  header: id,
  cell: () => id,
  ...extra,
});

const columns = [
  column('merchant'),
  column('actions', { actions: true, header: null, label: 'Actions' }),
  column('date'),
  column('amount', { priority: 'key' }),
  column('card', { priority: 'low' }),
  column('status', { priority: 'key' }),
];
const ids = (list: TableColumn<Payment>[]) => list.map((c) => c.id);

afterEach(() => localStorage.clear());

describe('layoutColumns', () => {
  it('keeps the name, key facts and actions on a phone and folds the rest into the row', () => {
    const layout = layoutColumns(columns, { phone: true, hidden: new Set() });
    expect(ids(layout.shown)).toEqual(['merchant', 'amount', 'status', 'actions']);
    expect(ids(layout.folded)).toEqual(['date', 'card']);
  });

  it('shows every column on a desk but those hidden, which the row still lists', () => {
    const layout = layoutColumns(columns, { phone: false, hidden: new Set(['card']) });
    expect(ids(layout.shown)).toEqual(['merchant', 'date', 'amount', 'status', 'actions']);
    expect(ids(layout.folded)).toEqual(['card']);
  });

  it('keeps the column after a selection checkbox as the row name on a phone', () => {
    const selectable = [column('select', { selection: true }), column('card'), column('holder'), column('note')];
    const layout = layoutColumns(selectable, { phone: true, hidden: new Set() });
    expect(ids(layout.shown)).toEqual(['select', 'card']);
    expect(ids(layout.folded)).toEqual(['holder', 'note']);
  });

  it('has no details to fold when every column has room', () => {
    expect(layoutColumns(columns, { phone: false, hidden: new Set() }).folded).toEqual([]);
  });

  it('never hides the name, a key column or the actions, even when asked to', () => {
    const layout = layoutColumns(columns, { phone: false, hidden: new Set(['merchant', 'amount', 'actions']) });
    expect(ids(layout.shown)).toEqual(['merchant', 'date', 'amount', 'card', 'status', 'actions']);
  });

  it('names a column by its label, its text header or its id', () => {
    expect(columnLabel(columns[1]!)).toBe('Actions');
    expect(columnLabel(columns[2]!)).toBe('date');
    expect(columnLabel(column('fee', { header: null }))).toBe('fee');
  });
});

describe('the column choice of a table', () => {
  it('starts with the low-priority columns hidden', () => {
    expect([...resolveHiddenColumns(columns, readHiddenColumns('payments'))]).toEqual(['card']);
  });

  it('is remembered per table id', () => {
    saveHiddenColumns('payments', ['date']);
    expect(localStorage.getItem(hiddenColumnsKey('payments'))).toBe('["date"]');
    expect([...resolveHiddenColumns(columns, readHiddenColumns('payments'))]).toEqual(['date']);
    // Another table keeps its own default.
    expect([...resolveHiddenColumns(columns, readHiddenColumns('cards'))]).toEqual(['card']);
  });

  it('keeps an empty choice: the person wants every column', () => {
    saveHiddenColumns('payments', []);
    expect(resolveHiddenColumns(columns, readHiddenColumns('payments')).size).toBe(0);
  });

  it('drops stored ids that are gone or may not be hidden, and ignores what it cannot read', () => {
    localStorage.setItem(hiddenColumnsKey('payments'), '["gone","amount","date",7]');
    expect([...resolveHiddenColumns(columns, readHiddenColumns('payments'))]).toEqual(['date']);
    localStorage.setItem(hiddenColumnsKey('payments'), '{not json');
    expect(readHiddenColumns('payments')).toBeNull();
    localStorage.setItem(hiddenColumnsKey('payments'), '{"date":true}');
    expect(readHiddenColumns('payments')).toBeNull();
  });
});
