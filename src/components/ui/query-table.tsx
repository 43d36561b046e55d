import { LoadError } from './load-error';
import { Table, type TableProps } from './table';

/** What QueryTable reads of a TanStack query (a paged list's query as well). */
export interface TableQuery {
  data?: unknown;
  error: Error | null;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
}

export type QueryTableProps<Row> = Omit<TableProps<Row>, 'loading' | 'refreshing'> & {
  /** The query the rows come from: loading until its first answer, refreshing while a placeholder stands in. */
  query: TableQuery;
  /** Names what failed in the load error: "The {what} could not be loaded." */
  what: string;
  /**
   * Also say that a refetch failed while the rows it kept are shown (money figures that must not pass for
   * fresh). Without it a list keeps what it had quietly, as it does offline, and says so only when it has nothing.
   */
  failureOverRows?: boolean;
};

/**
 * A table of one query's answer, with the load error above it: `<QueryTable query={list} what="payments"
 * rows={list.data ?? []} … />`, or with `{...paging.tableProps(list)}` for a server-paged list.
 */
export function QueryTable<Row>({ query, what, failureOverRows = false, ...table }: QueryTableProps<Row>) {
  const failure = query.isError && (failureOverRows || !query.data) ? query.error : null;
  return (
    <>
      {failure ? <LoadError what={what} error={failure} /> : null}
      <Table {...table} loading={query.isPending} refreshing={query.isPlaceholderData} />
    </>
  );
}
