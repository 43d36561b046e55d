import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RowActionsMenu } from './row-actions-menu';
import { Table, type TableColumn } from './table';

interface Payment {
  id: number;
  merchant: string;
  amount: number;
  card: string;
}

const rows: Payment[] = [1, 2, 3].map((id) => ({ id, merchant: `Merchant ${id}`, amount: id * 10, card: `*00${id}` }));
const base: TableColumn<Payment>[] = [
  { id: 'merchant', header: 'Merchant', cell: (row) => row.merchant },
  { id: 'amount', header: 'Amount', priority: 'key', cell: (row) => row.amount },
  { id: 'card', header: 'Card', priority: 'low', cell: (row) => row.card },
];
// Seven columns: a list wide enough for the chooser.
const wide: TableColumn<Payment>[] = [
  ...base,
  ...['date', 'type', 'fee', 'status'].map((id) => ({ id, header: id.toUpperCase(), cell: () => id })),
];

afterEach(() => localStorage.clear());

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('Table columns on a desk', () => {
  it('lists a hidden column in the row disclosure, opened from the keyboard', async () => {
    render(<Table tableId="pay" caption="Payments" columns={base} rows={rows} />);
    expect(headers()).toEqual(['Merchant', 'Amount', 'Details']);
    expect(screen.queryByText('*001')).not.toBeInTheDocument();
    const toggle = screen.getAllByRole('button', { name: 'Show details' })[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    const term = screen.getByText('Card', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('*001');
  });

  it('remembers the columns chosen per table', async () => {
    const view = render(<Table tableId="pay" caption="Payments" columns={wide} rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: /^Columns \(6 of 7\)/ }));
    const chooser = screen.getByRole('group', { name: 'Columns of Payments' });
    // The name and the key column cannot be hidden, so they are not offered.
    expect(within(chooser).queryByRole('checkbox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Card' }));
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'FEE' }));
    expect(JSON.parse(localStorage.getItem('table:pay:hiddenColumns') ?? 'null')).toEqual(['fee']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /^Columns/ })).toHaveFocus();
    view.unmount();

    render(<Table tableId="pay" caption="Payments" columns={wide} rows={rows} />);
    expect(headers()).toEqual(['Merchant', 'Amount', 'Card', 'DATE', 'TYPE', 'STATUS', 'Details']);
    const other = render(<Table tableId="other" caption="Other" columns={wide} rows={rows} />);
    // Another table keeps its own default: the low-priority Card column hidden.
    expect(within(other.container).queryByRole('columnheader', { name: 'Card' })).not.toBeInTheDocument();
    expect(within(other.container).getByRole('columnheader', { name: 'FEE' })).toBeInTheDocument();
  });
});

describe('RowActionsMenu', () => {
  it('opens from the keyboard, moves with arrows, acts and gives focus back', async () => {
    const done: string[] = [];
    render(
      <RowActionsMenu
        label="Actions: Jane"
        actions={[
          { label: 'Block', onSelect: () => done.push('block') },
          { label: 'Offline only', onSelect: () => done.push('never'), disabled: true, reason: 'Needs a connection' },
          { label: 'Reset sessions', onSelect: () => done.push('reset') },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions: Jane' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled item is skipped.
    expect(screen.getByRole('menuitem', { name: 'Reset sessions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(done).toEqual(['reset']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
