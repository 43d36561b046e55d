import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Table, type TableColumn, type TableProps } from './table';
import { usePageSize } from './use-page-size';

interface Payment {
  id: number;
  merchant: string;
  amount: number;
}

const rows: Payment[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  merchant: `Merchant ${index + 1}`,
  amount: (index * 7) % 30,
}));

const columns: TableColumn<Payment>[] = [
  { id: 'merchant', header: 'Merchant', cell: (row) => row.merchant, sortable: true, sortValue: (row) => row.merchant },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => row.amount,
    align: 'right',
    sortable: true,
    sortValue: (row) => row.amount,
  },
];

/** The table most cases render, with what the case is about passed in. */
const paymentsTable = (props: Partial<TableProps<Payment>>) => (
  <Table tableId="t" caption="Payments" columns={columns} rows={rows} {...props} />
);

// Selector rather than role queries: role queries over 25 rows are slow in jsdom on a busy machine.
const bodyRows = () => [...document.querySelectorAll('tbody tr')];

afterEach(() => localStorage.clear());

describe('Table', () => {
  it('pages its rows and remembers the page size per table', async () => {
    const { unmount } = render(<Table tableId="payments" caption="Payments" columns={columns} rows={rows} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(localStorage.getItem('table:payments:pageSize')).toBe('25');
    expect(bodyRows()).toHaveLength(25);
    unmount();

    render(<Table tableId="payments" caption="Payments" columns={columns} rows={rows} />);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('keeps page sizes of different tables apart and ignores sizes it does not offer', () => {
    localStorage.setItem('table:other:pageSize', '50');
    localStorage.setItem('table:broken:pageSize', '7');
    render(<Table tableId="payments" caption="A" columns={columns} rows={rows} />);
    render(<Table tableId="broken" caption="B" columns={columns} rows={rows} />);
    const selects = screen.getAllByLabelText('Rows per page');
    expect(selects.map((select) => (select as HTMLSelectElement).value)).toEqual(['10', '10']);
  });

  it('moves between pages with labelled buttons', async () => {
    render(paymentsTable({}));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Merchant 11');
  });

  it('sorts from the keyboard and reports aria-sort', async () => {
    render(<Table tableId="t" caption="Payments" columns={columns} rows={rows} paginate={false} />);
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent(/0$/);
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent(/29$/);
  });

  it('keeps the previous rows, busy, while the next ones are read', () => {
    const { rerender } = render(paymentsTable({ rows: rows.slice(0, 3), refreshing: true }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[0]).toHaveTextContent('Merchant 1');
    rerender(paymentsTable({ rows: rows.slice(0, 3) }));
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('shows skeleton rows while loading and a sentence with an action when empty', () => {
    const { rerender } = render(paymentsTable({ rows: [], loading: true, skeletonRows: 3 }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    rerender(
      paymentsTable({ rows: [], emptyMessage: 'No cards issued yet.', emptyAction: <Button>Issue a card</Button> }),
    );
    expect(screen.getByText('No cards issued yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue a card' })).toBeInTheDocument();
  });

  it('returns a server-paged table to page 1 when its page size changes', async () => {
    const calls: string[] = [];
    render(
      paymentsTable({
        tableId: 'server-size',
        rows: rows.slice(20, 30),
        totalRows: 30,
        page: 3,
        onPageChange: (page) => calls.push(`page ${page}`),
        pageSize: 10,
        onPageSizeChange: (size) => calls.push(`size ${size}`),
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(calls).toEqual(['size 25', 'page 1']);
  });

  it('keys rows by their id, and rows without one by the rowKey they must be given', () => {
    const totals = [
      { currency: 'USD', sum: 5 },
      { currency: 'EUR', sum: 7 },
    ];
    const totalColumns: TableColumn<(typeof totals)[number]>[] = [
      { id: 'currency', header: 'Currency', cell: (row) => row.currency },
    ];
    // @ts-expect-error: a total has no id, so the table cannot key it by one.
    void (<Table tableId="totals" caption="Totals" columns={totalColumns} rows={totals} />);
    render(
      <Table tableId="totals" caption="Totals" columns={totalColumns} rows={totals} rowKey={(row) => row.currency} />,
    );
    expect(bodyRows().map((row) => row.textContent)).toEqual(['USD', 'EUR']);
  });

  it('usePageSize starts server-paged tables from the remembered size', () => {
    localStorage.setItem('table:server:pageSize', '100');
    function Probe() {
      const [size] = usePageSize('server');
      return <output>{size}</output>;
    }
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('100');
  });
});
