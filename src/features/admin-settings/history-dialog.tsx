import type { ReactNode } from 'react';
import { Button } from '@/src/components/ui/button';
import { DateTime } from '@/src/components/ui/cells';
import { Modal } from '@/src/components/ui/modal';
import type { TableColumn } from '@/src/components/ui/table';
import type { SpecDate } from '@/src/contracts/dates';
import { historyUserLabel } from '@/src/lib/people';

/** The first two columns of every settings history: when (in the user's timezone) and who changed it. */
export function whenAndWho<
  Row extends { createdAt: SpecDate; user: Parameters<typeof historyUserLabel>[0] },
>(): TableColumn<Row>[] {
  return [
    { id: 'when', header: 'When', cell: (row) => <DateTime value={row.createdAt} /> },
    { id: 'who', header: 'Changed by', cell: (row) => historyUserLabel(row.user) },
  ];
}

/** A settings history in a dialog: its table of changes, the times in the user's timezone, and Done. */
export function HistoryDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      subtitle="Times are shown in your timezone."
      size="l"
      footer={
        <Button appearance="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
