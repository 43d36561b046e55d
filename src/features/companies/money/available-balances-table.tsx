import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { BalanceRecord } from '@/src/contracts/balances';
import { None } from '@/src/components/ui/cells';
import { moneyColumn } from './money-cells';
import { moneyQueries } from './money-queries';

const COLUMNS: TableColumn<BalanceRecord>[] = [
  { id: 'name', header: 'Account', cell: (row) => row.name },
  { id: 'type', header: 'Type', cell: (row) => row.type.description },
  { id: 'provider', header: 'Card provider', cell: (row) => row.client_type_name ?? <None /> },
  moneyColumn('balance', 'Balance'),
  moneyColumn('hold', 'On hold'),
  moneyColumn('available', 'Available'),
];

/**
 * A company's open accounts with balance, hold and what is available (spec 7 available-balances): the
 * company page shows it, and so does its own page /admin/clients/{id}/available-balances.
 */
export function AvailableBalancesTable({ companyId }: { companyId: number }) {
  const balances = useQuery(moneyQueries.balances(companyId));
  return (
    <QueryTable
      query={balances}
      what="balances"
      failureOverRows
      tableId="company-available-balances"
      caption="Available balances"
      columns={COLUMNS}
      paginate={false}
      emptyMessage="The company has no open accounts yet."
      maxHeight="none"
    />
  );
}
