import { Amount } from '@/src/components/ui/amount';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import type { FinanceTotals } from '@/src/contracts/payment-lists';
import { FINANCE_FIELDS } from '@/src/lib/finance-labels';

/** Spec 3 "Finance totals", every field in its order, as columns of any row that carries them. */
export function financeColumns<Row extends FinanceTotals>(): TableColumn<Row>[] {
  return FINANCE_FIELDS.map(([field, header]) => ({
    id: field,
    header,
    align: 'right' as const,
    cell: (row: Row) => <Amount value={row[field]} currency={row.currencyCode as Currency} />,
  }));
}

const COLUMNS: TableColumn<FinanceTotals>[] = [
  { id: 'currency', header: 'Currency', cell: (row) => row.currencyCode },
  ...financeColumns<FinanceTotals>(),
];

/** What the table reads of the finance totals query (`financeTotalsEndpoint`). */
interface TotalsQuery {
  data?: { records: FinanceTotals[] } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/**
 * The finance totals of a period, a row per currency: the same table on the business metrics page and the
 * transfer-funds finance tab. Each page keeps its own `tableId` (its remembered columns) and says itself why
 * the totals could not load.
 */
export function FinanceTotalsTable({ tableId, totals }: { tableId: string; totals: TotalsQuery }) {
  return (
    <Table
      tableId={tableId}
      caption="Finance totals"
      showCaption
      columns={COLUMNS}
      rows={totals.data?.records ?? []}
      rowKey={(row) => row.currencyCode}
      loading={totals.isPending}
      refreshing={totals.isPlaceholderData}
      paginate={false}
      emptyMessage="No completed money movements in this period."
      maxHeight="none"
    />
  );
}
