import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryTable, type TableQuery } from './query-table';
import type { TableColumn } from './table';

interface Fee {
  id: number;
  name: string;
}

const columns: TableColumn<Fee>[] = [{ id: 'name', header: 'Fee', cell: (row) => row.name }];
const kept: Fee[] = [{ id: 1, name: 'Issuance' }];
const failed = (data?: Fee[]): TableQuery<Fee[]> => ({
  data,
  error: new Error('Network Error'),
  isError: true,
  isPending: false,
  isPlaceholderData: false,
});

const renderTable = (query: TableQuery<Fee[]>, failureOverRows?: boolean) =>
  render(
    <QueryTable
      query={query}
      what="fees"
      failureOverRows={failureOverRows}
      tableId="fees"
      caption="Fees"
      columns={columns}
      paginate={false}
    />,
  );

describe('QueryTable', () => {
  it('says what could not be loaded when the query failed with nothing to show', () => {
    renderTable(failed());
    expect(screen.getByRole('alert')).toHaveTextContent('The fees could not be loaded. Network Error');
  });
  it('keeps the rows of a failed refetch quietly, as a list does offline', () => {
    renderTable(failed(kept));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Issuance')).toBeInTheDocument();
  });
  it('says so over the kept rows too with failureOverRows', () => {
    renderTable(failed(kept), true);
    expect(screen.getByRole('alert')).toHaveTextContent('The fees could not be loaded.');
    expect(screen.getByText('Issuance')).toBeInTheDocument();
  });
  it('is busy and shows no rows before the first answer', () => {
    const pending = { data: undefined, error: null, isError: false, isPending: true, isPlaceholderData: false };
    renderTable(pending);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Issuance')).toBeNull();
  });
  it('shows the records of a page, or the rows it is given', () => {
    const page = { ...failed(), isError: false, error: null, data: { records: kept, meta: { totalCount: 1 } } };
    const { unmount } = render(
      <QueryTable query={page} what="fees" tableId="fees" caption="Fees" columns={columns} paginate={false} />,
    );
    expect(screen.getByText('Issuance')).toBeInTheDocument();
    unmount();
    const history = { ...page, data: { history: [{ id: 2, name: 'Monthly' }] } };
    render(
      <QueryTable
        query={history}
        what="fees"
        tableId="fees"
        caption="Fees"
        columns={columns}
        rows={history.data.history}
        paginate={false}
      />,
    );
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    // @ts-expect-error: this answer is neither a list nor a page, so the rows must be given.
    void (<QueryTable query={history} what="fees" tableId="fees" caption="Fees" columns={columns} />);
  });
});
