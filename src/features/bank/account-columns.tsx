import { Link } from '@tanstack/react-router';
import { Amount } from '@/src/components/ui/amount';
import { Button } from '@/src/components/ui/button';
import { needsServerMark } from '@/src/components/ui/online-only';
import type { TableColumn } from '@/src/components/ui/table';
import type { BalanceRecord } from '@/src/contracts/balances';
import type { Currency } from '@/src/contracts/money';
import blocks from '@/src/components/ui/page-blocks.module.css';

const money = (value: string, currency: string) => <Amount value={value} currency={currency as Currency} block />;

export interface ColumnOptions {
  kind: 'transit' | 'bin';
  /** Service fee percent per BIN account id (spec 3 "Account (client side)"). */
  serviceFees: ReadonlyMap<number, string | null>;
  /** Undefined when the user may not transfer or is offline: the button is then left out. */
  onTransfer?: (account: BalanceRecord) => void;
  transferDisabledReason?: string;
}

/** One row per account: its statement link, balance, hold, what is available, and a transfer from it. */
export function accountColumns({
  kind,
  serviceFees,
  onTransfer,
  transferDisabledReason,
}: ColumnOptions): TableColumn<BalanceRecord>[] {
  const columns: TableColumn<BalanceRecord>[] = [
    {
      id: 'name',
      header: 'Account',
      cell: (row) => (
        <Link
          to={kind === 'transit' ? '/bank/transit/$accountId' : '/bank/bin/$accountId'}
          params={{ accountId: row.id }}
          className={blocks.link}
        >
          {row.name}
        </Link>
      ),
    },
    { id: 'currency', header: 'Currency', cell: (row) => row.currencyCode },
    {
      id: 'balance',
      header: 'Balance',
      align: 'right',
      priority: 'key',
      cell: (row) => money(row.balance, row.currencyCode),
    },
    { id: 'hold', header: 'Hold', align: 'right', cell: (row) => money(row.hold, row.currencyCode) },
    { id: 'available', header: 'Available', align: 'right', cell: (row) => money(row.available, row.currencyCode) },
  ];
  if (kind === 'bin') {
    columns.push(
      { id: 'provider', header: 'Card provider', cell: (row) => row.client_type_name ?? '—' },
      {
        id: 'serviceFee',
        header: 'Service fee',
        align: 'right',
        cell: (row) => (serviceFees.get(row.id) ? `${serviceFees.get(row.id)}%` : '—'),
      },
    );
  }
  if (onTransfer || transferDisabledReason) {
    columns.push({
      id: 'actions',
      actions: true,
      header: 'Actions',
      cell: (row) => (
        <Button
          appearance="secondary"
          mode="row"
          aria-label={`Transfer from ${row.name}`}
          disabled={!onTransfer}
          title={transferDisabledReason}
          {...needsServerMark}
          onClick={() => onTransfer?.(row)}
        >
          Transfer
        </Button>
      ),
    });
  }
  return columns;
}
