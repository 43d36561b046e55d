import { DateTime, None } from '@/src/components/ui/cells';
import type { SpecDate } from '@/src/contracts/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { Modal } from '@/src/components/ui/modal';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { binAccountHistoryRecord, companyTariffHistoryRecord } from '@/src/contracts/tariffs';
import { pagedRows, type PagedQuery } from '@/src/lib/paged-rows';
import { historyUserLabel } from '@/src/lib/people';
import { bandLabel } from '@/src/lib/tariff-bands';
import { moneyQueries } from './money-queries';
import styles from '@/src/features/companies/company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const PER_PAGE = 10;

type TariffRecord = z.infer<typeof companyTariffHistoryRecord>;
type BinRecord = z.infer<typeof binAccountHistoryRecord>;

const when = (createdAt: SpecDate) => <DateTime value={createdAt} />;
const onOff = (on: boolean) => (on ? 'On' : 'Off');

const TARIFF_COLUMNS: TableColumn<TariffRecord>[] = [
  { id: 'date', header: 'Date', cell: (row) => when(row.createdAt) },
  { id: 'provider', header: 'Provider', cell: (row) => row.provider.name },
  { id: 'scale', header: 'Tariff scale', cell: (row) => row.tariffScale?.name ?? <None /> },
  { id: 'autoUpdate', header: 'Auto-update', cell: (row) => onOff(row.autoUpdate) },
  { id: 'user', header: 'Changed by', cell: (row) => historyUserLabel(row.user) },
];

const bands = (row: BinRecord, currency: string) =>
  row.serviceFee?.length ? (
    <ul className={styles.changes}>
      {row.serviceFee.map((band) => (
        <li key={band.amountFrom} className={blocks.number}>
          {bandLabel(band, currency)}
        </li>
      ))}
    </ul>
  ) : (
    <None />
  );

const binColumns = (currency: string): TableColumn<BinRecord>[] => [
  { id: 'date', header: 'Date', cell: (row) => when(row.createdAt) },
  { id: 'scale', header: 'Tariff scale', cell: (row) => row.tariffScale?.name ?? <None /> },
  { id: 'fee', header: 'Service fee', cell: (row) => bands(row, currency) },
  { id: 'autoUpdate', header: 'Auto-update', cell: (row) => onOff(row.autoUpdate) },
  { id: 'user', header: 'Changed by', cell: (row) => historyUserLabel(row.user) },
];

interface HistoryTableProps<Row> {
  history: PagedQuery<Row> & { isError: boolean; error: Error | null };
  paging: [page: number, setPage: (page: number) => void];
  tableId: string;
  caption: string;
  columns: TableColumn<Row>[];
  emptyMessage: string;
}

/** A history dialog's body: pages of PER_PAGE changes (no size to choose), or why they could not be loaded. */
function HistoryTable<Row extends { id: number }>({
  history,
  paging: [page, setPage],
  ...table
}: HistoryTableProps<Row>) {
  return (
    <QueryTable
      query={history}
      what="history"
      failureOverRows
      {...table}
      {...pagedRows(history)}
      page={page}
      onPageChange={setPage}
      pageSize={PER_PAGE}
      pageSizeOptions={[PER_PAGE]}
      maxHeight="none"
    />
  );
}

/** Every change of the company's tariff scales, newest first. */
export function TariffHistoryDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = useQuery(moneyQueries.tariffHistory(companyId, page, PER_PAGE));
  return (
    <Modal open onClose={onClose} title="Tariff history" size="l" footer={null}>
      <HistoryTable
        history={history}
        paging={[page, setPage]}
        tableId="company-tariff-history"
        caption="Tariff scale changes"
        columns={TARIFF_COLUMNS}
        emptyMessage="No changes yet: the company follows each provider's scale."
      />
    </Modal>
  );
}

/** Every change of one BIN account's tariff scale and auto-update (company.binAccountHistory). */
export function BinAccountHistoryDialog({
  companyId,
  account,
  onClose,
}: {
  companyId: number;
  account: { id: number; name: string; currency: string };
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const history = useQuery(moneyQueries.binAccountHistory(companyId, account.id, page, PER_PAGE));
  return (
    <Modal open onClose={onClose} title={`History of ${account.name}`} size="l" footer={null}>
      <HistoryTable
        history={history}
        paging={[page, setPage]}
        tableId="bin-account-history"
        caption={`Service fee changes of ${account.name}`}
        columns={binColumns(account.currency)}
        emptyMessage="No changes yet."
      />
    </Modal>
  );
}
