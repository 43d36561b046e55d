import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Table } from '@/src/components/ui/table';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import { pagedRows } from '@/src/lib/paged-rows';
import { companyCardList, listCards, type Card } from '@/src/contracts/cards';
import { call } from '@/src/lib/api-client';
import { cardColumns } from './card-columns';
import { LoadError } from '@/src/components/ui/load-error';

/**
 * Which cards a list shows: a company's (staff, the company page), one holder's (a team user's page), or the
 * cards spending from one BIN account (the owner's bank page).
 */
export type CardsScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'holder'; holderId: number }
  | { kind: 'account'; accountId: number };

/** The largest page the API serves: an account's cards are picked from the company's in one call. */
const ALL = { page: 1, perPage: 200 } as const;

async function fetchCards(scope: CardsScope, paging: { page: number; perPage: number }, signal: AbortSignal) {
  if (scope.kind === 'company')
    return call(companyCardList, { params: { id: scope.companyId }, query: paging }, { signal });
  if (scope.kind === 'holder') return call(listCards, { query: { holderId: scope.holderId, ...paging } }, { signal });
  // card/list has no account filter: the company's cards are read and those of this account kept.
  const all = await call(listCards, { query: ALL }, { signal });
  const records = all.records.filter((card) => card.account.id === scope.accountId);
  return { records, meta: { page: 1, perPage: records.length, pagesCount: 1, totalCount: records.length } };
}

interface ScopedCardsProps {
  scope: CardsScope;
  caption: string;
  tableId: string;
  link: (card: Card) => ReactNode;
  emptyMessage: string;
  showHolder?: boolean;
}

/** A paged list of cards (under the cards key, so a change to any card refreshes it), read afresh when shown. */
export function ScopedCards({ scope, caption, tableId, link, emptyMessage, showHolder = true }: ScopedCardsProps) {
  const pager = usePagedList(tableId);
  const serverPaged = scope.kind !== 'account';
  const paging = serverPaged ? { page: pager.page, perPage: pager.perPage } : ALL;
  const cards = useQuery({
    queryKey: ['cards', 'scoped', scope, paging],
    queryFn: ({ signal }) => fetchCards(scope, paging, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return (
    <>
      {cards.isError && !cards.data ? <LoadError what="cards" error={cards.error} /> : null}
      {/* An account's cards come in one call: without a total the table shows no pager. */}
      <Table
        {...(serverPaged ? pager.tableProps(cards) : { tableId, ...pagedRows(cards), totalRows: undefined })}
        caption={caption}
        columns={cardColumns({ link, showHolder })}
        loading={cards.isPending && !cards.isError}
        emptyMessage={emptyMessage}
        maxHeight="none"
      />
    </>
  );
}
