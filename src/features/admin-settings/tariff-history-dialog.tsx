import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { TariffScale, TariffScaleHistory } from '@/src/contracts/tariffs';
import { bandLabel } from '@/src/lib/tariff-bands';
import { HistoryDialog, whenAndWho } from './history-dialog';
import { settingsQueries, TABLE_ID } from './queries';
import styles from './settings-page.module.css';

type HistoryRecord = TariffScaleHistory['history'][number];
type ScaleValue = HistoryRecord['newValue'];

function ScaleBands({ value }: { value: ScaleValue }) {
  return (
    <div>
      <strong>{value.name}</strong>
      <ul className={styles.bands}>
        {value.settings.map((band) => (
          <li key={band.amountFrom}>{bandLabel(band)}</li>
        ))}
      </ul>
    </div>
  );
}

const COLUMNS: TableColumn<HistoryRecord>[] = [
  ...whenAndWho<HistoryRecord>(),
  { id: 'old', header: 'Before', cell: (row) => (row.oldValue ? <ScaleBands value={row.oldValue} /> : 'Created') },
  { id: 'new', header: 'After', cell: (row) => <ScaleBands value={row.newValue} /> },
];

/** Every change of a scale, newest first: who (with their role), the bands before and after, and when. */
export function TariffHistoryDialog({ scale, onClose }: { scale: TariffScale; onClose: () => void }) {
  const history = useQuery(settingsQueries.tariffHistory(scale.id));
  return (
    <HistoryDialog title={`History of ${scale.name}`} onClose={onClose}>
      <QueryTable
        query={history}
        what="history"
        failureOverRows
        tableId={`${TABLE_ID.tariffScales}-history`}
        caption={`Changes of ${scale.name}`}
        columns={COLUMNS}
        rows={history.data?.history ?? []}
        rowKey={(row) => `${row.createdAt.date}-${row.newValue.name}`}
        emptyMessage="No changes yet. Editing the scale adds a record here."
        maxHeight="60vh"
      />
    </HistoryDialog>
  );
}
