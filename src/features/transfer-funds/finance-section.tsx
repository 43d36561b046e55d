import { useQuery } from '@tanstack/react-query';
import { FinanceTotalsTable, financeColumns } from '@/src/components/finance/finance-totals-table';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { transferFundsQueries, type FinanceFilters } from './queries';
import { LoadError } from '@/src/components/ui/load-error';
import { usePagedList } from '@/src/components/ui/use-paged-list';

type DetailRow = FinanceTotals & { company: { id: number; name: string } };
const DETAIL_COLUMNS: TableColumn<DetailRow>[] = [
  { id: 'company', header: 'Company', cell: (row) => row.company.name },
  { id: 'currency', header: 'Currency', cell: (row) => row.currencyCode },
  ...financeColumns<DetailRow>(),
];

/** Completed movements and fees over the period (finance.view): totals per currency, then per company. */
export function FinanceSection({ filters }: { filters: FinanceFilters }) {
  const totals = useQuery(transferFundsQueries.financeTotals(filters));
  const paging = usePagedList('finance-details');
  const details = useQuery(
    transferFundsQueries.financeDetails({ ...filters, page: paging.page, perPage: paging.perPage }),
  );
  return (
    <>
      {totals.isError ? <LoadError what="finance totals" error={totals.error} /> : null}
      <FinanceTotalsTable tableId="finance-totals" totals={totals} />
      {details.isError ? <LoadError what="details" error={details.error} /> : null}
      <Table
        caption="Finance details by company"
        showCaption
        columns={DETAIL_COLUMNS}
        {...paging.tableProps(details)}
        rowKey={(row) => `${row.company.id}-${row.currencyCode}`}
        emptyMessage="No company moved money in this period."
        maxHeight="none"
      />
    </>
  );
}
