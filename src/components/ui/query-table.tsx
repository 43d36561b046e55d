import { LoadError } from './load-error';
import { Table, type RowKey, type TableProps } from './table';

/** What QueryTable reads of a TanStack query (a paged list's query as well). */
export interface TableQuery<Answer = unknown> {
  data?: Answer | undefined;
  error: Error | null;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/** An answer that is the table's rows: the list itself, or one page of it (spec 3: `records`). */
type RowsAnswer<Row> = readonly Row[] | { records: readonly Row[] };

/** Without rows the table shows the query's answer, where that is a list or a page of one. */
type RowSource<Row> =
  { query: TableQuery; rows: readonly Row[] } | { query: TableQuery<RowsAnswer<Row>>; rows?: never };

export type QueryTableProps<Row> = Omit<TableProps<Row>, 'loading' | 'refreshing' | 'rows'> &
  RowSource<Row> &
  RowKey<Row> & {
    /** Names what failed in the load error: "The {what} could not be loaded." */
    what: string;
    /**
     * Also say that a refetch failed while the rows it kept are shown (money figures that must not pass for
     * fresh). Without it a list keeps what it had quietly, as it does offline, and says so only when it has nothing.
     */
    failureOverRows?: boolean;
  };

const answerRows = <Row,>(answer: RowsAnswer<Row> | undefined): readonly Row[] =>
  !answer ? [] : 'records' in answer ? answer.records : answer;

/**
 * A table of one query's answer, with the load error above it: `<QueryTable query={list} what="payments" … />`
 * shows the rows of the answer (keyed by their ids), `rows={…}` another part of it, and
 * `{...paging.tableProps(list)}` a server-paged list.
 */
export function QueryTable<Row>(props: QueryTableProps<Row>) {
  const { query, what, failureOverRows = false, rows, ...table } = props;
  const failure = query.isError && (failureOverRows || !query.data) ? query.error : null;
  return (
    <>
      {failure ? <LoadError what={what} error={failure} /> : null}
      <Table
        // Omit loses the RowKey check these props passed where QueryTable was used.
        {...(table as TableProps<Row> & RowKey<Row>)}
        // RowSource lets rows be left out only where the answer has this shape.
        rows={rows ?? answerRows(query.data as RowsAnswer<Row> | undefined)}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
      />
    </>
  );
}
