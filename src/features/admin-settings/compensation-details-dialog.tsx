import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Fee } from './bin-set-columns';
import { Modal } from '@/src/components/ui/modal';
import { Table } from '@/src/components/ui/table';
import { usePageSize } from '@/src/components/ui/use-page-size';
import type { CompensationPeriod } from '@/src/contracts/compensation';
import { DATE_FORMAT, formatDate } from '@/src/lib/dates';
import { pagedRows } from '@/src/lib/paged-rows';
import { compensationQueries } from './compensation-queries';

const TABLE_ID = 'settings-compensation-details';

/** What a period paid back, one row per day (date, amount), newest first. */
export function CompensationDetailsDialog({ period, onClose }: { period: CompensationPeriod; onClose: () => void }) {
  const [pageSize, setPageSize] = usePageSize(TABLE_ID);
  const [page, setPage] = useState(1);
  const details = useQuery(compensationQueries.details(period.id, { page, perPage: pageSize }));
  return (
    <Modal
      open
      onClose={onClose}
      title={`Compensation period ${period.id}`}
      subtitle={
        `From ${formatDate(period.startDate, DATE_FORMAT)}` +
        `${period.endDate ? ` to ${formatDate(period.endDate)}` : ', active'} ` +
        `· ${period.compensationPercent} % up to ${period.compensationAmount} ${period.currency}`
      }
      size="l"
      footer={null}
    >
      {details.isError && !details.data ? (
        <p role="alert">The details could not be loaded. {details.error.message}</p>
      ) : null}
      <Table
        tableId={TABLE_ID}
        caption={`Payouts of compensation period ${period.id}`}
        columns={[
          { id: 'date', header: 'Date', cell: (row) => formatDate(row.date, DATE_FORMAT) },
          {
            id: 'amount',
            header: 'Amount',
            align: 'right',
            cell: (row) => <Fee value={row.amount} currency={period.currency} />,
          },
          { id: 'companies', header: 'Companies', align: 'right', cell: (row) => row.companiesCount },
        ]}
        {...pagedRows(details)}
        rowKey={(row) => row.date}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        emptyMessage="Nothing paid back yet: payouts run once a day."
        maxHeight="50vh"
      />
    </Modal>
  );
}
