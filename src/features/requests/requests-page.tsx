import { useQuery } from '@tanstack/react-query';
import { PagedListTable } from '@/src/components/paged-list/paged-list-table';
import { lazy, Suspense, useState } from 'react';
import { useBulkChoice } from '@/src/components/bulk-choice/bulk-choice';
import { requestQueries } from '@/src/components/requests/request-queries';
import { Button } from '@/src/components/ui/button';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import { can } from '@/src/contracts/access';
import { REQUEST_BULK_MAX } from '@/src/contracts/request-kinds';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { requestColumns } from './request-columns';
import { RequestFilters } from './request-filters';
import { requestListFilters, REQUESTS_TABLE_ID, type RequestSearch } from './request-search';
import blocks from '@/src/components/ui/page-blocks.module.css';

const BulkDeclineDialog = lazy(() => import('./bulk-decline-dialog').then((m) => ({ default: m.BulkDeclineDialog })));

interface RequestsPageProps {
  search: RequestSearch;
  onSearchChange: (next: Partial<RequestSearch>) => void;
}

/**
 * Requests (issue 24): a decider (the owner, a team lead) sees what waits for them, pending first, and declines
 * several at once after a confirmation; everyone follows their own requests here. The server scopes the list
 * (a buyer their own, a lead their team's, the owner the company's); the statuses refresh every 30 s and on
 * each push.
 */
export function RequestsPage({ search, onSearchChange }: RequestsPageProps) {
  const role = roleOf(useQuery(currentUserQuery).data);
  const paging = usePagedList(REQUESTS_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const filters = requestListFilters(search, paging.perPage);
  const list = useQuery({ ...requestQueries.list(filters), enabled: role !== undefined });
  const decides = role !== undefined && can(role, 'request.decide');
  const { chosen, toggle, clear } = useBulkChoice(REQUEST_BULK_MAX);
  const [confirming, setConfirming] = useState(false);
  // Only rows on screen and still declinable count: a page change or a refresh never declines unseen rows.
  const visible = new Set((list.data?.records ?? []).filter((r) => r.actions.decline).map((r) => r.id));
  const selected = [...chosen].filter((id) => visible.has(id));

  const columns = requestColumns({
    selection: decides
      ? {
          chosen,
          onToggle: (request, on) => toggle(request.id, on),
        }
      : undefined,
  });
  const filtered = search.status !== undefined || search.kind !== undefined || search.mine === true;

  return (
    <div className={blocks.stackWide}>
      <div className={blocks.toolbar}>
        <RequestFilters search={search} decides={decides} onChange={onSearchChange} />
        {decides ? (
          <Button appearance="secondary" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
            {selected.length ? `Decline selected (${selected.length})` : 'Decline selected'}
          </Button>
        ) : null}
      </div>
      <PagedListTable
        list={list}
        paging={paging}
        what="requests"
        caption="Requests"
        columns={columns}
        loading={list.isPending && !list.isError}
        emptyMessage={
          filtered
            ? 'No requests match these filters. Try another status or kind.'
            : decides
              ? 'Nothing waits for your decision. New requests appear here and on your phone as they come.'
              : 'You have no pending requests. Ask for a higher limit on a card, for a card in My wallet, or for ' +
                'funds on the Dashboard.'
        }
        maxHeight="none"
      />
      {confirming ? (
        <Suspense fallback={null}>
          <BulkDeclineDialog
            ids={selected}
            onClose={() => setConfirming(false)}
            onDone={() => {
              clear();
              setConfirming(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
