import { Table, type TableProps } from '@/src/components/ui/table';
import type { BalanceRecord } from '@/src/contracts/balances';
import { accountColumns, type ColumnOptions } from './account-columns';

type AccountTableProps = ColumnOptions &
  Pick<TableProps<BalanceRecord>, 'rows' | 'loading' | 'refreshing' | 'skeletonRows' | 'emptyMessage'>;

const CAPTION = { transit: 'Transit accounts', bin: 'BIN accounts' } as const;

/** The bank page's table of one kind of account, all on one page (a company has a few of each). */
export function AccountTable({ kind, serviceFees, onTransfer, transferDisabledReason, ...table }: AccountTableProps) {
  return (
    <Table
      tableId={`bank-${kind}`}
      caption={CAPTION[kind]}
      columns={accountColumns({ kind, serviceFees, onTransfer, transferDisabledReason })}
      paginate={false}
      maxHeight="none"
      {...table}
    />
  );
}
