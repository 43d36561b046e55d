import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { providerServiceFeeHistory } from '@/src/contracts/tariffs';
import type { Provider } from './provider-fee-card';
import { HistoryDialog, whenAndWho } from './history-dialog';
import { settingsQueries, TABLE_ID } from './queries';
import { usePagedList } from '@/src/components/ui/use-paged-list';

type HistoryRecord = ResponseOf<typeof providerServiceFeeHistory>['records'][number];

const COLUMNS: TableColumn<HistoryRecord>[] = [
  ...whenAndWho<HistoryRecord>(),
  { id: 'scale', header: 'Tariff scale', cell: (row) => row.tariffScale?.name ?? 'None' },
];

/** Every change of a provider's tariff scale, newest first (user, scale, when in the user's timezone). */
export function ProviderFeeHistoryDialog({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const paging = usePagedList(TABLE_ID.serviceFeeHistory);
  const history = useQuery(
    settingsQueries.providerFeeHistory(provider.id, { page: paging.page, perPage: paging.perPage }),
  );
  return (
    <HistoryDialog title={`Service fee history of ${provider.name}`} onClose={onClose}>
      <QueryTable
        query={history}
        what="history"
        caption={`Tariff scale changes of ${provider.name}`}
        columns={COLUMNS}
        {...paging.tableProps(history)}
        emptyMessage="No changes yet. Giving the provider another tariff scale adds a record here."
        maxHeight="60vh"
      />
    </HistoryDialog>
  );
}
