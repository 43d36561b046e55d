import { DateTime, None } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { FeeHistoryRecord } from '@/src/contracts/companies';
import { PageSection } from '@/src/components/ui/page-section';
import { companyQueries } from './queries';
import { AUTOMATIC_CHANGE, personName } from '@/src/lib/people';
import blocks from '@/src/components/ui/page-blocks.module.css';

const who = (record: FeeHistoryRecord) => {
  if (!record.user) return AUTOMATIC_CHANGE;
  const name = personName(record.user);
  return name ? `${name} (${record.user.email})` : record.user.email;
};

const COLUMNS: TableColumn<FeeHistoryRecord>[] = [
  { id: 'type', header: 'Fee', cell: (row) => row.type.description },
  {
    id: 'change',
    header: 'Old → new',
    cell: (row) => (
      <span className={blocks.number}>
        {row.oldFee === null ? <None /> : `${row.oldFee}%`} <span aria-hidden>→</span>
        <span className="visually-hidden">changed to</span> {row.fee}%
      </span>
    ),
  },
  { id: 'autoUpdate', header: 'Auto-update', cell: (row) => (row.autoUpdate ? 'On' : 'Off') },
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <DateTime value={row.date} />,
    sortable: true,
    sortValue: (row) => row.date.timestamp,
  },
  { id: 'user', header: 'Changed by', cell: who },
];

/** Every change of the service and conversion fees, newest first (company.feeHistory). */
export function FeeHistorySection({ companyId }: { companyId: number }) {
  const history = useQuery(companyQueries.feeHistory(companyId));
  return (
    <PageSection title="Fee history">
      <QueryTable
        query={history}
        what="fee history"
        failureOverRows
        tableId="company-fee-history"
        caption="Fee changes"
        columns={COLUMNS}
        emptyMessage="No fee changes yet. Changing the service or conversion fee adds a record here."
        maxHeight="none"
      />
    </PageSection>
  );
}
