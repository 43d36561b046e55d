import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ScopedCards } from '@/src/components/cards/scoped-cards';
import { ExportButton } from '@/src/components/export/export-button';
import { Amount } from '@/src/components/ui/amount';
import { Button } from '@/src/components/ui/button';
import { needsServerMark } from '@/src/components/ui/online-only';
import { PageLoadError } from '@/src/components/ui/page-load-error';
import { Table } from '@/src/components/ui/table';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import type { Currency } from '@/src/contracts/money';
import type { PaymentView } from '@/src/contracts/payments';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { companyBalanceQuery } from '@/src/lib/company-balance';
import { PERIOD_PRESET_LABELS, presetPeriod } from '@/src/lib/periods';
import { useOnline } from '@/src/lib/use-online';
import { bankQueries, type AccountKind } from './queries';
import { asDebit, dayLabel } from './statement-amount';
import { statementColumns } from './statement-columns';
import { StatementFilters } from './statement-filters';
import { statementSearchOf } from './statement-filter-keys';
import { STATEMENT_TABLE_ID, type StatementSearch, type StatementUrlSearch } from './statement-search';
import { TransactionHistoryDialog } from './transaction-history-dialog';
import { TransferDialog } from './transfer-dialog';
import { AutoTopUpSection } from './auto-top-up-section';
import { MoneyActions } from './money-actions';
import { useMoneyRights } from './use-money-rights';
import styles from './account-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface AccountPageProps {
  kind: AccountKind;
  accountId: number;
  search: StatementUrlSearch;
  onSearchChange: (next: Partial<StatementSearch>) => void;
}

/** bank/transit/{accountId} and bank/bin/{accountId}: the account, its statement for the period, and the totals. */
export function AccountPage({ kind, accountId, search: urlSearch, onSearchChange }: AccountPageProps) {
  const search = statementSearchOf(urlSearch);
  const paging = usePagedList(STATEMENT_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const period = search.period ?? readChosenPeriod(STATEMENT_TABLE_ID);
  const { from, to } = presetPeriod(period);
  const statement = useQuery(
    bankQueries.statement(kind, accountId, {
      status: search.status,
      type: search.type,
      from,
      to,
      page: paging.page,
      perPage: paging.perPage,
    }),
  );
  const balances = useQuery(companyBalanceQuery);
  const online = useOnline();
  const { canTransfer } = useMoneyRights();
  const [details, setDetails] = useState<PaymentView | null>(null);
  const [transferring, setTransferring] = useState(false);

  function changeFilters(next: Partial<StatementSearch>) {
    if (next.period !== undefined) saveChosenPeriod(STATEMENT_TABLE_ID, next.period);
    onSearchChange(next);
  }

  if (statement.isError && !statement.data) {
    return (
      <div className={styles.page}>
        <PageLoadError
          error={statement.error}
          what="statement"
          expected={{ 404: 'There is no such account in your company.' }}
        />
        <Link to="/bank" className={styles.back}>
          Back to all accounts
        </Link>
      </div>
    );
  }

  const account = statement.data?.account;
  const totals = statement.data?.totals;
  const currency = (account?.currencyCode ?? 'USD') as Currency;
  const filtered = Boolean(search.status || search.type);

  return (
    <div className={styles.page}>
      <Link to="/bank" className={styles.back}>
        ← All accounts
      </Link>
      <section className={styles.summary} aria-labelledby="account-title" aria-busy={statement.isPending}>
        <h2 id="account-title">
          {account ? `${account.name}` : 'Account'}{' '}
          <span className={styles.kind}>{kind === 'transit' ? 'Transit account' : 'BIN account'}</span>
          {account?.closed ? <span className={styles.closed}>Closed</span> : null}
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>Balance</dt>
            <dd>{account ? <Amount value={account.balance} currency={currency} /> : '…'}</dd>
          </div>
          <div>
            <dt>Hold</dt>
            <dd>{account ? <Amount value={account.hold} currency={currency} /> : '…'}</dd>
          </div>
          <div>
            <dt>
              In, {PERIOD_PRESET_LABELS[period].toLowerCase()} ({dayLabel(from)}–{dayLabel(to)})
            </dt>
            <dd>{totals ? <Amount value={totals.in} currency={totals.currencyCode as Currency} signed /> : '…'}</dd>
          </div>
          <div>
            <dt>Out, same period</dt>
            <dd>
              {totals ? <Amount value={asDebit(totals.out)} currency={totals.currencyCode as Currency} signed /> : '…'}
            </dd>
          </div>
        </dl>
        <MoneyActions
          transfer={
            account &&
            !account.closed && (
              <Button onClick={() => setTransferring(true)} disabled={!online || !balances.data} {...needsServerMark}>
                Transfer from this account
              </Button>
            )
          }
          topUp={kind === 'transit'}
        />
      </section>
      {kind === 'bin' ? (
        <section className={styles.cards} aria-labelledby="account-cards-title">
          <h3 id="account-cards-title">Cards</h3>
          <ScopedCards
            scope={{ kind: 'account', accountId }}
            caption="Cards of this account"
            tableId="bank-account-cards"
            link={(card) => (
              <Link to="/bank/card/$cardId" params={{ cardId: card.id }} className={blocks.link}>
                {card.name}
              </Link>
            )}
            emptyMessage="No cards spend from this account yet."
          />
        </section>
      ) : null}
      {kind === 'bin' && canTransfer && account && balances.data && (
        <AutoTopUpSection
          binAccount={{ id: accountId, name: account.name, currency: account.currencyCode, closed: account.closed }}
          accounts={balances.data.records}
        />
      )}
      <StatementFilters search={search} period={period} onChange={changeFilters} />
      <ExportButton filter={{ accountId, status: search.status, type: search.type, from, to }} />
      <Table
        {...paging.tableProps(statement)}
        caption="Statement"
        columns={statementColumns(accountId, setDetails)}
        emptyMessage={
          filtered
            ? 'No payments match these filters. Try another type or status, or a longer period.'
            : 'No payments in this period. Try a longer period.'
        }
        maxHeight="none"
      />
      {details && <TransactionHistoryDialog payment={details} onClose={() => setDetails(null)} />}
      {transferring && balances.data && (
        <TransferDialog
          accounts={balances.data.records}
          initialFromId={accountId}
          onClose={() => setTransferring(false)}
        />
      )}
    </div>
  );
}
