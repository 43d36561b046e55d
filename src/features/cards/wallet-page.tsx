import { useQuery } from '@tanstack/react-query';
import { PagedListTable } from '@/src/components/paged-list/paged-list-table';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useBulkChoice } from '@/src/components/bulk-choice/bulk-choice';
import { requestQueries } from '@/src/components/requests/request-queries';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { cardColumns } from '@/src/components/cards/card-columns';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { useOnline } from '@/src/lib/use-online';
import { Icon } from '@/src/components/ui/icon';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import { can } from '@/src/contracts/access';
import { CARD_BULK_FREEZE_MAX } from '@/src/contracts/card-kinds';
import type { Card } from '@/src/contracts/cards';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { canIssueCards } from './can-issue';
import { useBulkFreeze } from './mutations';
import { cardQueries } from './queries';
import { WalletFilters } from './wallet-filters';
import { validateWalletSearch, WALLET_TABLE_ID, walletListFilters, type WalletSearch } from './wallet-search';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './cards.module.css';

// Issue 24: the request form loads when first opened.
const AskCardDialog = lazy(() =>
  import('@/src/components/requests/ask-card-dialog').then((m) => ({ default: m.AskCardDialog })),
);

interface WalletPageProps {
  search: WalletSearch;
  onSearchChange: (next: Partial<WalletSearch>) => void;
}

const cardLink = (card: Card) => (
  <Link to="/wallet/card/$cardId" params={{ cardId: card.id }} className={blocks.link}>
    {card.name}
  </Link>
);

/**
 * My wallet (spec 2.2): the cards the user reaches — a buyer their own, a team lead their own and their
 * team's, the owner the company's (the server scopes the list) — with filters per role, and several active
 * cards frozen at once after a confirmation.
 */
export function WalletPage({ search: urlSearch, onSearchChange }: WalletPageProps) {
  const search = validateWalletSearch(urlSearch as Record<string, unknown>);
  const user = useQuery(currentUserQuery).data;
  const role = roleOf(user);
  const paging = usePagedList(WALLET_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const filters = walletListFilters(search, role, paging.perPage);
  const list = useQuery({ ...cardQueries.list(filters), enabled: role !== undefined });
  const { chosen, toggle, clear } = useBulkChoice(CARD_BULK_FREEZE_MAX);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  // Who cannot issue asks; the server lists the BIN sets (and, for a lead, the team) a request can name.
  const mayAsk = role !== undefined && can(role, 'request.create') && !canIssueCards(user);
  const askable = useQuery({ ...requestQueries.askable(), enabled: mayAsk }).data;
  const freeze = useBulkFreeze();
  const mayFreeze = role !== undefined && can(role, 'card.freeze');
  const mayIssue = canIssueCards(user);
  const online = useOnline();
  const filtered = Boolean(filters.search) || filters.status !== undefined || filters.holderId !== undefined;
  const showHolder = role !== 4;

  const columns = cardColumns({
    link: cardLink,
    showHolder,
    selection: mayFreeze
      ? {
          chosen,
          selectable: (card) => card.status === 'active',
          onToggle: (card, on) => toggle(card.id, on),
        }
      : undefined,
  });

  // Issuing needs the server's preview and balance: offline the way in is off, with the reason.
  const addCard = !mayIssue ? null : !online ? (
    <OnlineOnlyButton icon="plus">Add new card</OnlineOnlyButton>
  ) : (
    <Link to="/wallet/add-new-card" className={`${blocks.buttonLink} ${styles.buttonLink}`}>
      <Icon name="plus" size="s" /> Add new card
    </Link>
  );
  const count = chosen.size;

  return (
    <div className={blocks.stackWide}>
      <div className={blocks.toolbar}>
        <WalletFilters role={role} search={search} onChange={onSearchChange} />
        <div className={styles.toolbarActions}>
          {mayFreeze ? (
            <OnlineOnlyButton appearance="secondary" disabled={count === 0} onClick={() => setConfirming(true)}>
              {count ? `Freeze selected (${count})` : 'Freeze selected'}
            </OnlineOnlyButton>
          ) : null}
          {addCard}
          {mayAsk && askable?.kinds.new_card ? (
            <Button appearance="secondary" icon="plus" onClick={() => setAsking(true)}>
              Ask for a card
            </Button>
          ) : null}
        </div>
      </div>
      {mayAsk ? <RequestStatusLine kind="new_card" /> : null}
      <PagedListTable
        list={list}
        paging={paging}
        what="cards"
        caption="Cards"
        columns={columns}
        emptyMessage={
          filtered
            ? 'No cards match these filters. Try another status or clear the search.'
            : mayIssue
              ? 'No cards yet. Issue the first one to start spending.'
              : 'No cards yet. Cards issued to you appear here.'
        }
        emptyAction={filtered ? undefined : addCard}
        maxHeight="none"
      />
      {asking ? (
        <Suspense fallback={null}>
          <AskCardDialog
            binSets={askable?.binSets ?? []}
            people={askable?.people ?? []}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={count === 1 ? 'Freeze this card?' : `Freeze ${count} cards?`}
          confirm="Freeze"
          danger
          busy={freeze.isPending}
          onConfirm={() =>
            freeze.mutate([...chosen], {
              onSuccess: () => {
                clear();
                setConfirming(false);
              },
            })
          }
          onClose={() => setConfirming(false)}
        >
          <p>
            Every payment on {count === 1 ? 'this card' : `these ${count} cards`} is declined until it is unfrozen.
            Frozen cards can be unfrozen one by one from their page; nothing is charged.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
