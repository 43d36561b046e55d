import { QueryTable } from '@/src/components/ui/query-table';
import { useQuery } from '@tanstack/react-query';
import { Fee } from './bin-set-columns';
import { Modal } from '@/src/components/ui/modal';
import type { CompensationPeriod } from '@/src/contracts/compensation';
import { DATE_FORMAT, formatDate } from '@/src/lib/dates';
import { compensationQueries } from './compensation-queries';
import { usePagedList } from '@/src/components/ui/use-paged-list';

const TABLE_ID = 'settings-compensation-details';

/** What a period paid back, one row per day (date, amount), newest first. */
export function CompensationDetailsDialog({ period, onClose }: { period: CompensationPeriod; onClose: () => void }) {
  const paging = usePagedList(TABLE_ID);
  const details = useQuery(compensationQueries.details(period.id, { page: paging.page, perPage: paging.perPage }));
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
      <QueryTable
        query={details}
        what="details"
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
        {...paging.tableProps(details)}
        rowKey={(row) => row.date}
        emptyMessage="Nothing paid back yet: payouts run once a day."
        maxHeight="50vh"
      />
    </Modal>
  );
}
