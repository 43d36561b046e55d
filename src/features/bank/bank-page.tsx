import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { needsServerMark } from '@/src/components/ui/online-only';
import { PageLoadError } from '@/src/components/ui/page-load-error';
import { EmptyState } from '@/src/components/ui/empty-state';
import { useAnswerShown } from '@/src/components/ui/use-answer-shown';
import type { BalanceRecord } from '@/src/contracts/balances';
import { companyBalanceQuery } from '@/src/lib/company-balance';
import { useOnline } from '@/src/lib/use-online';
import { AccountTable } from './account-table';
import { AutoTopUpList } from './auto-top-up-list';
import { MoneyActions } from './money-actions';
import { bankQueries } from './queries';
import { ACCOUNT_TYPE } from '@/src/components/transfer/transfer-pairs';
import { OFFLINE_REASON } from './offline-reason';
import { useMoneyRights } from './use-money-rights';
import styles from './bank-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

// The transfer form (Conform, its zod schema, the quote) loads on the first "Transfer", not before the page's first
// paint (decision 006); the service worker has it precached for the next visit.
const TransferDialog = lazy(() => import('./transfer-dialog').then((m) => ({ default: m.TransferDialog })));

/** The client bank page (spec 2.2, role 2): transit and BIN accounts with balance, hold and what is available. */
export function BankPage() {
  const balance = useQuery(companyBalanceQuery);
  // The accounts and all that follows them render in a background pass once they arrive (use-answer-shown.ts).
  const balanceShown = useAnswerShown(balance.isPending);
  const accountList = useQuery(bankQueries.accountList());
  const online = useOnline();
  const { canTransfer } = useMoneyRights();
  const [transferFrom, setTransferFrom] = useState<number | null | undefined>(undefined);

  const records = useMemo(() => balance.data?.records ?? [], [balance.data]);
  const transit = records.filter((r) => r.type.value === ACCOUNT_TYPE.transit);
  const bin = records.filter((r) => r.type.value === ACCOUNT_TYPE.bin);
  const serviceFees = useMemo(
    () => new Map((accountList.data?.records ?? []).map((a) => [a.id, a.serviceFee])),
    [accountList.data],
  );

  // Each row's transfer and service fee; offline the rows say why they cannot transfer.
  const accountActions = {
    serviceFees,
    onTransfer: canTransfer && online ? (account: BalanceRecord) => setTransferFrom(account.id) : undefined,
    transferDisabledReason: canTransfer && !online ? OFFLINE_REASON : undefined,
  };

  if (balance.isError && !balance.data) {
    return (
      <PageLoadError
        error={balance.error}
        what="accounts"
        expected={{ 403: 'You do not have the right to see the company balance.' }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <MoneyActions
        transfer={
          <Button
            icon="percent"
            onClick={() => setTransferFrom(null)}
            disabled={!online || records.length === 0}
            {...needsServerMark}
          >
            Transfer funds
          </Button>
        }
        topUp
      />
      <section aria-labelledby="transit-title" className={blocks.stack}>
        <h2 id="transit-title" className={blocks.sectionHeading}>
          Transit accounts
        </h2>
        <p className={blocks.muted}>
          Money arrives here from top-ups; move it to a BIN account to spend it with cards.
        </p>
        <AccountTable
          kind="transit"
          {...accountActions}
          rows={transit}
          loading={!balanceShown}
          refreshing={balance.isPlaceholderData}
          skeletonRows={4}
          emptyMessage="No transit accounts yet. They are opened when the company is approved."
        />
      </section>
      {/* What follows the transit accounts comes with their rows: shown under the skeleton, it would be pushed
          down when the rows arrive, taller on a phone than the skeleton's (a layout shift, issue 20). */}
      {balanceShown && (
        <>
          <section aria-labelledby="bin-title" className={blocks.stack}>
            <h2 id="bin-title" className={blocks.sectionHeading}>
              BIN accounts
            </h2>
            <p className={blocks.muted}>
              Cards spend from these. A transfer here from transit takes the account&apos;s service fee.
            </p>
            {bin.length === 0 ? (
              <EmptyState
                icon="bank"
                message="No BIN accounts yet. Staff open them when a BIN set is added to the company."
              />
            ) : (
              <AccountTable kind="bin" {...accountActions} rows={bin} refreshing={balance.isPlaceholderData} />
            )}
          </section>
          {canTransfer && <AutoTopUpList />}
        </>
      )}
      {transferFrom !== undefined && (
        <Suspense fallback={null}>
          <TransferDialog
            accounts={records}
            initialFromId={transferFrom ?? undefined}
            onClose={() => setTransferFrom(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
