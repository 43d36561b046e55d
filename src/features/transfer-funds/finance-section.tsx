import { useQuery } from '@tanstack/react-query';
import { Amount } from '@/src/components/ui/amount';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { FINANCE_FIELDS } from '@/src/lib/finance-labels';
import { transferFundsQueries, type FinanceFilters } from './queries';
import { LoadError } from '@/src/components/ui/load-error';
import { usePagedList } from '@/src/components/ui/use-paged-list';

/** Spec 3 "Finance totals", in its order. */
function financeColumns<Row extends FinanceTotals>(): TableColumn<Row>[] {
  return FINANCE_FIELDS.map(([field, header]) => ({
    id: field,
    header,
    align: 'right' as const,
    cell: (row: Row) => <Amount value={row[field]} currency={row.currencyCode as Currency} />,
  }));
}

const TOTAL_COLUMNS: TableColumn<FinanceTotals>[] = [
  { id: 'currency', header: 'Currency', cell: (row) => row.currencyCode },
  ...financeColumns<FinanceTotals>(),
];

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
      <Table
        tableId="finance-totals"
        caption="Finance totals"
        showCaption
        columns={TOTAL_COLUMNS}
        rows={totals.data?.records ?? []}
        rowKey={(row) => row.currencyCode}
        loading={totals.isPending}
        refreshing={totals.isPlaceholderData}
        paginate={false}
        emptyMessage="No completed money movements in this period."
        maxHeight="none"
      />
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
