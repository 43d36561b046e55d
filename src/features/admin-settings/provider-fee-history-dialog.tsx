import { DateTime } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { providerServiceFeeHistory } from '@/src/contracts/tariffs';
import { historyUserLabel } from '@/src/lib/people';
import type { Provider } from './provider-fee-card';
import { settingsQueries, TABLE_ID } from './queries';
import { LoadError } from '@/src/components/ui/load-error';
import { usePagedList } from '@/src/components/ui/use-paged-list';

type HistoryRecord = ResponseOf<typeof providerServiceFeeHistory>['records'][number];

const COLUMNS: TableColumn<HistoryRecord>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (row) => <DateTime value={row.createdAt} />,
  },
  { id: 'who', header: 'Changed by', cell: (row) => historyUserLabel(row.user) },
  { id: 'scale', header: 'Tariff scale', cell: (row) => row.tariffScale?.name ?? 'None' },
];

/** Every change of a provider's tariff scale, newest first (user, scale, when in the user's timezone). */
export function ProviderFeeHistoryDialog({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const paging = usePagedList(TABLE_ID.serviceFeeHistory);
  const history = useQuery(
    settingsQueries.providerFeeHistory(provider.id, { page: paging.page, perPage: paging.perPage }),
  );
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
        caption={`Tariff scale changes of ${provider.name}`}
        columns={COLUMNS}
        {...paging.tableProps(history)}
        rowKey={(row) => row.id}
        emptyMessage="No changes yet. Giving the provider another tariff scale adds a record here."
        maxHeight="60vh"
      />
    </Modal>
  );
}
