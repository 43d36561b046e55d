import { useState } from 'react';
import { pagedRows, type PagedQuery } from '@/src/lib/paged-rows';
import { usePageSize } from './use-page-size';

/** A page kept elsewhere (the URL's search), for lists whose page survives a reload. */
interface PageSource {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The paging of one server-paged table: the page (its own, or the URL's), the remembered page size
 * (spec 9), and everything the Table takes of them and of the list query:
 * `const paging = usePagedList(ID); const list = useQuery(q({ page: paging.page, perPage: paging.perPage }));`
 * then `<Table {...paging.tableProps(list)} … />`.
 */
export function usePagedList(tableId: string, source?: PageSource) {
  const [ownPage, setOwnPage] = useState(1);
  const [perPage, setPerPage] = usePageSize(tableId);
  const page = source?.page ?? ownPage;
  const setPage = source?.onPageChange ?? setOwnPage;
  return {
    page,
    perPage,
    setPage,
    tableProps: <Row>(query: PagedQuery<Row>) => ({
      tableId,
      ...pagedRows(query),
      page,
      onPageChange: setPage,
      pageSize: perPage,
      onPageSizeChange: setPerPage,
    }),
  };
}

/** The page kept in the URL's search (`?page=`, left out on the first page), for usePagedList. */
export function pageInSearch(page: number | undefined, onSearchChange: (next: { page?: number }) => void): PageSource {
  return { page: page ?? 1, onPageChange: (next) => onSearchChange({ page: next > 1 ? next : undefined }) };
}
