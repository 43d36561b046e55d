import { LoadError } from '@/src/components/ui/load-error';
import { Table, type RowKey, type TableProps } from '@/src/components/ui/table';
import type { usePagedList } from '@/src/components/ui/use-paged-list';
import type { PagedQuery } from '@/src/lib/paged-rows';

/** What the paging and the list query give the Table; `loading` may still be narrowed by the page. */
type FromPaging = 'tableId' | 'rows' | 'totalRows' | 'refreshing' | 'page' | 'onPageChange' | 'pageSize';
type PagedTableProps<Row> = Omit<TableProps<Row>, FromPaging | 'onPageSizeChange' | 'loading'> &
  Partial<Pick<TableProps<Row>, 'loading'>> &
  RowKey<Row>;

/**
 * A server-paged list page's table: why the list could not load (only while there is nothing to show, so a
 * failed refresh keeps the rows in view), then the table fed by its paging and the list query.
 */
export function PagedListTable<Row>({
  list,
  paging,
  what,
  ...table
}: PagedTableProps<Row> & {
  list: PagedQuery<Row> & { isError: boolean; error: Error | null };
  paging: ReturnType<typeof usePagedList>;
  /** Names the list in the load error: "The {what} could not be loaded." */
  what: string;
}) {
  return (
    <>
      {list.isError && !list.data && list.error ? <LoadError what={what} error={list.error} /> : null}
      {/* Omit loses the RowKey check these props passed where PagedListTable was used. */}
      <Table {...paging.tableProps(list)} {...(table as Omit<TableProps<Row>, FromPaging> & RowKey<Row>)} />
    </>
  );
}
