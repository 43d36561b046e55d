import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { usePageSize } from '@/src/components/ui/use-page-size';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { providerServiceFeeHistory } from '@/src/contracts/tariffs';
import { formatDate, isoOf } from '@/src/lib/dates';
import { pagedRows } from '@/src/lib/paged-rows';
import { historyUserLabel } from '@/src/lib/people';
import type { Provider } from './provider-fee-card';
import { settingsQueries, TABLE_ID } from './queries';
import { LoadError } from '@/src/components/ui/load-error';

type HistoryRecord = ResponseOf<typeof providerServiceFeeHistory>['records'][number];

const COLUMNS: TableColumn<HistoryRecord>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (row) => <time dateTime={isoOf(row.createdAt)}>{formatDate(row.createdAt)}</time>,
  },
  { id: 'who', header: 'Changed by', cell: (row) => historyUserLabel(row.user) },
  { id: 'scale', header: 'Tariff scale', cell: (row) => row.tariffScale?.name ?? 'None' },
];

/** Every change of a provider's tariff scale, newest first (user, scale, when in the user's timezone). */
export function ProviderFeeHistoryDialog({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const [pageSize, setPageSize] = usePageSize(TABLE_ID.serviceFeeHistory);
  const [page, setPage] = useState(1);
  const history = useQuery(settingsQueries.providerFeeHistory(provider.id, { page, perPage: pageSize }));
  return (
    <Modal
      open
      onClose={onClose}
      title={`Service fee history of ${provider.name}`}
      subtitle="Times are shown in your timezone."
      size="l"
      footer={
        <Button appearance="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {history.isError && !history.data ? <LoadError what="history" error={history.error} /> : null}
      <Table
        tableId={TABLE_ID.serviceFeeHistory}
        caption={`Tariff scale changes of ${provider.name}`}
        columns={COLUMNS}
        {...pagedRows(history)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        emptyMessage="No changes yet. Giving the provider another tariff scale adds a record here."
        maxHeight="60vh"
      />
    </Modal>
  );
}
