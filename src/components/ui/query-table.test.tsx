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
const failed = (data?: Fee[]): TableQuery => ({
  data,
  error: new Error('Network Error'),
  isError: true,
  isPending: false,
  isPlaceholderData: false,
});

const renderTable = (query: TableQuery, failureOverRows?: boolean) =>
  render(
    <QueryTable
      query={query}
      what="fees"
      failureOverRows={failureOverRows}
      tableId="fees"
      caption="Fees"
      columns={columns}
      rows={(query.data as Fee[] | undefined) ?? []}
      rowKey={(row) => row.id}
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
});
