/** A page asked for: 1-based `page`, `perPage` rows each (the contracts bound both). */
export interface PageQuery {
  page: number;
  perPage: number;
}

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
