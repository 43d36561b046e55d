import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { companyTotals } from '@/src/contracts/balances';
import type { z } from 'zod';
import { moneyColumn } from './money-cells';
import { moneyQueries } from './money-queries';

type Totals = z.infer<typeof companyTotals>;

const COLUMNS: TableColumn<Totals>[] = [
  { id: 'currency', header: 'Currency', cell: (row) => row.currencyCode },
  moneyColumn('topUp', 'Top-ups'),
  moneyColumn('income', 'Income'),
  moneyColumn('spend', 'Spend'),
  moneyColumn('withdrawal', 'Withdrawals'),
  moneyColumn('transferIn', 'Transfers in'),
  moneyColumn('transferOut', 'Transfers out'),
  moneyColumn('fee', 'Fees'),
  moneyColumn('balance', 'Balance'),
];

/** The company's totals per currency over all time (spec 3; EUR and USDT — USD and USDC are hidden, spec 6). */
export function CompanyTotalsTable({ companyId }: { companyId: number }) {
  const totals = useQuery(moneyQueries.totals(companyId));
  return (
    <QueryTable
      query={totals}
      what="totals"
      failureOverRows
      tableId="company-totals"
      caption="Totals per currency"
      showCaption
      columns={COLUMNS}
      rowKey={(row) => row.currencyCode}
      paginate={false}
      emptyMessage="No money has moved for this company yet."
      maxHeight="none"
    />
  );
}
