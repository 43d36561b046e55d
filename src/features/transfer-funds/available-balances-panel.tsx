import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/src/components/ui/load-error';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { BalanceRecord } from '@/src/contracts/balances';
import type { Currency } from '@/src/contracts/money';
import { formatMoney } from '@/src/lib/money';
import { transferFundsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';

const money = (value: string, currency: string) => formatMoney(value, currency as Currency);

const COLUMNS: TableColumn<BalanceRecord>[] = [
  { id: 'name', header: 'Account', cell: (row) => row.name },
  { id: 'type', header: 'Type', cell: (row) => row.type.description },
  { id: 'balance', header: 'Balance', align: 'right', cell: (row) => money(row.balance, row.currencyCode) },
  { id: 'hold', header: 'On hold', align: 'right', cell: (row) => money(row.hold, row.currencyCode) },
  { id: 'available', header: 'Available', align: 'right', cell: (row) => money(row.available, row.currencyCode) },
];

/**
 * Transfer funds' available balances (route right admin/transfer-funds/available-balances, roles 1, 5, 6): the
 * accounts of the company the lists are filtered to, with what each may still move (balance less hold), so a
 * top-up or withdrawal is decided with the company's money in view. Without a company filter it says to pick one.
 */
export function AvailableBalancesPanel({ companyId }: { companyId: number | undefined }) {
  const balances = useQuery({
    ...transferFundsQueries.availableBalances(companyId ?? 0),
    enabled: companyId !== undefined,
  });
  return (
    <section className={blocks.stackTight} aria-labelledby="available-balances-title">
      <h2 id="available-balances-title" className={blocks.sectionHeading}>
        Available balances
      </h2>
      {companyId === undefined ? (
        <p className={blocks.muted}>Choose a company in the filters to see what each of its accounts has available.</p>
      ) : balances.isError ? (
        <LoadError what="balances" error={balances.error} />
      ) : (
        <Table
          tableId="transfer-funds-available-balances"
          caption="Available balances of the chosen company"
          columns={COLUMNS}
          rows={balances.data?.records ?? []}
          loading={balances.isPending}
          paginate={false}
          emptyMessage="The company has no open accounts."
          maxHeight="none"
        />
      )}
    </section>
  );
}
