/**
 * The bank page's tables and its auto top-up rules, in a chunk of their own: the page's heading and first
 * paragraph paint without the table kit, and this code arrives while the balance is read (the read starts with
 * the page, so on a phone the two round trips overlap; issue 20).
 */
import { EmptyState } from '@/src/components/ui/empty-state';
import { Table } from '@/src/components/ui/table';
import type { BalanceRecord } from '@/src/contracts/balances';
import { accountColumns } from './account-columns';
import { AutoTopUpList } from './auto-top-up-list';
import styles from './bank-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface AccountTableProps {
  rows: readonly BalanceRecord[];
  /** Service fee percent per BIN account id. */
  serviceFees: ReadonlyMap<number, string | null>;
  onTransfer?: (account: BalanceRecord) => void;
  transferDisabledReason?: string;
  refreshing: boolean;
}

export function TransitTable({ loading, ...props }: AccountTableProps & { loading: boolean }) {
  return (
    <Table
      tableId="bank-transit"
      caption="Transit accounts"
      columns={accountColumns({ kind: 'transit', ...props })}
      rows={props.rows}
      rowKey={(row) => row.id}
      loading={loading}
      refreshing={props.refreshing}
      skeletonRows={4}
      paginate={false}
      emptyMessage="No transit accounts yet. They are opened when the company is approved."
      maxHeight="none"
    />
  );
}

/** What follows the transit accounts: the BIN accounts and, for those who may transfer, the auto top-up rules. */
export function BinAccounts({ canTransfer, ...props }: AccountTableProps & { canTransfer: boolean }) {
  return (
    <>
      <section aria-labelledby="bin-title" className={styles.section}>
        <h2 id="bin-title">BIN accounts</h2>
        <p className={blocks.muted}>
          Cards spend from these. A transfer here from transit takes the account&apos;s service fee.
        </p>
        {props.rows.length === 0 ? (
          <EmptyState
            icon="bank"
            message="No BIN accounts yet. Staff open them when a BIN set is added to the company."
          />
        ) : (
          <Table
            tableId="bank-bin"
            caption="BIN accounts"
            columns={accountColumns({ kind: 'bin', ...props })}
            rows={props.rows}
            rowKey={(row) => row.id}
            refreshing={props.refreshing}
            paginate={false}
            maxHeight="none"
          />
        )}
      </section>
      {canTransfer && <AutoTopUpList />}
    </>
  );
}
