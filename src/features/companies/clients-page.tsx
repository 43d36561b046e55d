import { QueryTable } from '@/src/components/ui/query-table';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/src/components/ui/button';
import { useMemo } from 'react';
import type { SortState } from '@/src/components/ui/table';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import { can } from '@/src/contracts/access';
import type { CompanySort } from '@/src/contracts/companies';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { clientColumns } from './client-columns';
import { ClientFilters } from './client-filters';
import { CLIENTS_TABLE_ID, DEFAULT_SORT, hasClientFilters, type ClientsSearch } from './company-search';
import { companyQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface ClientsPageProps {
  search: ClientsSearch;
  onSearchChange: (next: Partial<ClientsSearch>) => void;
}

/** Clients (spec 2.3, the admin landing page; roles 1, 5, 6, 8): every company, filtered, sorted and paged. */
export function ClientsPage({ search, onSearchChange }: ClientsPageProps) {
  const paging = usePagedList(CLIENTS_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const role = roleOf(useQuery(currentUserQuery).data);
  const sort = search.sort ?? DEFAULT_SORT.sort;
  const order = search.order ?? DEFAULT_SORT.order;
  const list = useQuery(
    companyQueries.list({
      search: search.search,
      status: search.status,
      segment: search.segment,
      blocked: search.blocked,
      withDebt: search.withDebt,
      groupId: search.groupId,
      sort,
      order,
      page: paging.page,
      perPage: paging.perPage,
    }),
  );
  // The same cached query as the group filter's options: group names for the Group column.
  const groups = useQuery({
    ...companyQueries.groupOptions(),
    enabled: role !== undefined && can(role, 'group.manage'),
  });
  const columns = useMemo(() => {
    const names = new Map((groups.data?.records ?? []).map((group) => [group.id, group.name]));
    return clientColumns((id) => names.get(id));
  }, [groups.data]);
  const filtered = hasClientFilters(search);
  const clear = () =>
    onSearchChange({
      search: undefined,
      status: undefined,
      segment: undefined,
      blocked: undefined,
      withDebt: undefined,
      groupId: undefined,
      page: undefined,
    });

  function changeSort(next: SortState | null) {
    // A third click on a header goes back to the default order rather than to "unsorted".
    onSearchChange({
      sort: next ? (next.columnId as CompanySort) : undefined,
      order: next ? next.direction : undefined,
      page: undefined,
    });
  }

  return (
    <div className={blocks.stackWide}>
      {role !== undefined && <ClientFilters search={search} role={role} onChange={onSearchChange} />}
      <QueryTable
        query={list}
        what="companies"
        {...paging.tableProps(list)}
        caption="Companies"
        columns={columns}
        sort={{ columnId: sort, direction: order }}
        onSortChange={changeSort}
        emptyMessage={
          filtered
            ? 'No companies match these filters. Try another search or clear the filters.'
            : 'No companies yet. They appear here once a registration is approved.'
        }
        emptyAction={
          filtered ? (
            <Button appearance="secondary" onClick={clear}>
              Clear filters
            </Button>
          ) : undefined
        }
        maxHeight="none"
      />
    </div>
  );
}
