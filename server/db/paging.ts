import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A page asked for: 1-based `page`, `perPage` rows each (the contracts bound both). */
export interface PageQuery {
  page: number;
  perPage: number;
}

/** A searched list's page as the list queries take it: an empty search box searches nothing. */
export const searchedPage = (query: PageQuery & { search?: string }) => ({
  search: query.search || undefined,
  page: query.page,
  perPage: query.perPage,
});

type Pageable = { limit(count: number): { offset(count: number): unknown } };

/** The rows of one page: any select with its LIMIT and OFFSET set for `page`. The one place paging is written. */
export function paged<Q extends Pageable>(query: Q, page: PageQuery): ReturnType<ReturnType<Q['limit']>['offset']> {
  return query.limit(page.perPage).offset((page.page - 1) * page.perPage) as ReturnType<
    ReturnType<Q['limit']>['offset']
  >;
}

/** How many pages `totalCount` rows make: none for no rows, as an empty list has no page to show. */
export const pagesCountOf = (totalCount: number, perPage: number) => Math.ceil(totalCount / perPage);

/** The `meta` of a paged answer (spec: page, perPage, pagesCount, totalCount). */
export const pageMeta = (page: PageQuery, totalCount: number) => ({
  page: page.page,
  perPage: page.perPage,
  pagesCount: pagesCountOf(totalCount, page.perPage),
  totalCount,
});

/** A paged list's answer (spec: meta and records): the page's rows made records by `toRecord`. */
export function pageAnswer<Row, Record>(
  page: PageQuery,
  list: { rows: Row[]; totalCount: number },
  toRecord: (row: Row) => Record,
) {
  return { meta: pageMeta(page, list.totalCount), records: list.rows.map(toRecord) };
}

/**
 * A page of rows and the count of all the rows `where` selects from `table`, read side by side: what a list
 * endpoint answers. `rows` is the page's query (paged(…)), not awaited yet.
 */
export async function pageWithTotal<Row>(db: Db, rows: PromiseLike<Row[]>, table: PgTable, where: SQL | undefined) {
  const [list, [total]] = await Promise.all([rows, db.select({ n: count() }).from(table).where(where)]);
  return { rows: list, totalCount: total?.n ?? 0 };
}
