/** What a Table needs of a paged list query (spec 3: `records` and `meta.totalCount`). */
export interface PagedQuery<Row> {
  data?: { records: Row[]; meta: { totalCount: number } } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/**
 * The Table's rows, total and states for one page of a server-paged list: `<Table {...pagedRows(list)} … />`.
 * Loading until the first answer; refreshing (the previous page dimmed) while the next is read.
 */
export function pagedRows<Row>(query: PagedQuery<Row>) {
  return {
    rows: query.data?.records ?? [],
    totalRows: query.data?.meta.totalCount ?? 0,
    loading: query.isPending,
    refreshing: query.isPlaceholderData,
  };
}
