import { DateTime } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/src/components/ui/load-error';
import { Modal } from '@/src/components/ui/modal';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { CardDetail } from '@/src/contracts/cards';
import { cardQueries } from './queries';

type HistoryRecord = NonNullable<ReturnType<typeof useHistory>['data']>[number];
const useHistory = (id: number) => useQuery(cardQueries.history(id));

const columns: TableColumn<HistoryRecord>[] = [
  {
    id: 'creation',
    header: 'Creation',
    cell: (row) => <DateTime value={row.creation} />,
  },
  { id: 'type', header: 'Type', cell: (row) => row.type.description },
  { id: 'userName', header: 'User name', cell: (row) => row.userName },
  { id: 'cardNumber', header: 'Card number', cell: (row) => <span className="tabular-nums">{row.cardNumber}</span> },
  { id: 'status', header: 'Status', cell: (row) => row.status.description },
];

/** Spec 2.4 card-history modal: creation, type, userName, cardNumber, status; newest first. */
export function CardHistoryDialog({ card, onClose }: { card: CardDetail; onClose: () => void }) {
  const history = useHistory(card.id);
  return (
    <Modal
      open
      onClose={onClose}
      title="Card history"
      subtitle={`${card.name} · ${card.maskedNumber}`}
      size="l"
      footer={null}
    >
      {history.isError ? (
        <LoadError what="history" error={history.error} />
      ) : (
        <Table
          tableId="card-history"
          caption={`History of ${card.name}`}
          columns={columns}
          rows={history.data ?? []}
          loading={history.isPending}
          refreshing={history.isPlaceholderData}
          emptyMessage="Nothing has happened to this card yet."
          maxHeight="60vh"
        />
      )}
    </Modal>
  );
}
