import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { needsServerMark } from '@/src/components/ui/online-only';
import { EmptyState } from '@/src/components/ui/empty-state';
import { Table } from '@/src/components/ui/table';
import type { BalanceRecord } from '@/src/contracts/balances';
import { ApiError } from '@/src/lib/api-error';
import { companyBalanceQuery } from '@/src/lib/company-balance';
import { useOnline } from '@/src/lib/use-online';
import { accountColumns } from './account-columns';
import { AutoTopUpList } from './auto-top-up-list';
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
  const accountList = useQuery(bankQueries.accountList());
  const online = useOnline();
  const { canTopUp, canTransfer } = useMoneyRights();
  const [transferFrom, setTransferFrom] = useState<number | null | undefined>(undefined);

  const records = useMemo(() => balance.data?.records ?? [], [balance.data]);
  const transit = records.filter((r) => r.type.value === ACCOUNT_TYPE.transit);
  const bin = records.filter((r) => r.type.value === ACCOUNT_TYPE.bin);
  const serviceFees = useMemo(
    () => new Map((accountList.data?.records ?? []).map((a) => [a.id, a.serviceFee])),
    [accountList.data],
  );

  const onTransfer = canTransfer && online ? (account: BalanceRecord) => setTransferFrom(account.id) : undefined;
  const transferDisabledReason = canTransfer && !online ? OFFLINE_REASON : undefined;

  if (balance.isError && !balance.data) {
    const forbidden = balance.error instanceof ApiError && balance.error.status === 403;
    return (
      <p role="alert" className={blocks.error}>
        {forbidden
          ? 'You do not have the right to see the company balance.'
          : `The accounts could not be loaded. ${balance.error.message}`}
      </p>
    );
  }

  return (
    <div className={styles.page}>
      <div className={blocks.centerRow}>
        {canTransfer && (
          <Button
            icon="percent"
            onClick={() => setTransferFrom(null)}
            disabled={!online || records.length === 0}
            {...needsServerMark}
          >
            Transfer funds
          </Button>
        )}
        {canTopUp && (
          <Link to="/top-up" className={styles.topUpLink}>
            Top up
          </Link>
        )}
        {canTransfer && !online && (
          <p role="status" className={styles.offline}>
            {OFFLINE_REASON}
          </p>
        )}
      </div>
      <section aria-labelledby="transit-title" className={styles.section}>
        <h2 id="transit-title">Transit accounts</h2>
        <p className={blocks.muted}>
          Money arrives here from top-ups; move it to a BIN account to spend it with cards.
        </p>
        <Table
          tableId="bank-transit"
          caption="Transit accounts"
          columns={accountColumns({ kind: 'transit', serviceFees, onTransfer, transferDisabledReason })}
          rows={transit}
          loading={balance.isPending}
          refreshing={balance.isPlaceholderData}
          skeletonRows={4}
          paginate={false}
          emptyMessage="No transit accounts yet. They are opened when the company is approved."
          maxHeight="none"
        />
      </section>
      {/* What follows the transit accounts comes with their rows: shown under the skeleton, it would be pushed
          down when the rows arrive, taller on a phone than the skeleton's (a layout shift, issue 20). */}
      {!balance.isPending && (
        <>
          <section aria-labelledby="bin-title" className={styles.section}>
            <h2 id="bin-title">BIN accounts</h2>
            <p className={blocks.muted}>
              Cards spend from these. A transfer here from transit takes the account&apos;s service fee.
            </p>
            {bin.length === 0 ? (
              <EmptyState
                icon="bank"
                message="No BIN accounts yet. Staff open them when a BIN set is added to the company."
              />
            ) : (
              <Table
                tableId="bank-bin"
                caption="BIN accounts"
                columns={accountColumns({ kind: 'bin', serviceFees, onTransfer, transferDisabledReason })}
                rows={bin}
                refreshing={balance.isPlaceholderData}
                paginate={false}
                maxHeight="none"
              />
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
