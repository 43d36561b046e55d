import { CompanyLink } from '@/src/components/companies/company-link';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BarChart } from '@/src/components/charts/bar-chart';
import { toPlot } from '@/src/components/charts/chart-scale';
import { RecordPageState } from '@/src/components/ui/record-page-state';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { DECLINE_REASON_LABEL, type DeclineReason } from '@/src/contracts/card-kinds';
import { saveChosenPeriod } from '@/src/lib/chosen-period';
import { DATE_FORMAT, formatDate } from '@/src/lib/dates';
import { RATE_PERIOD_LABELS, ratePresetPeriod, type RatePeriodPreset } from '@/src/lib/periods';
import { DECLINE_RATE_PERIOD_KEY, readDeclineRatePeriod } from './decline-rate-search';
import { PeriodSelect } from './period-select';
import { declineRateQueries } from './queries';
import { DeclineRate } from '@/src/components/ui/decline-rate';
import { isRateAbove } from '@/src/contracts/decline-rate-rule';
import { Fact } from '@/src/components/ui/fact';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './decline-rate.module.css';

/** A company's decline rate: what goes missing is the company. */
const DETAILS_PAGE = {
  what: 'decline rate',
  missingTitle: 'Company not found',
  missing: 'There is no company with this id.',
};

type Figures = { declineRate: string | null; declinePaymentsCount: number; totalPaymentsCount: number };

const figureColumns = <Row extends Figures>(threshold: string): TableColumn<Row>[] => [
  {
    id: 'rate',
    header: 'Decline rate',
    align: 'right',
    sortable: true,
    sortValue: (row) => toPlot(row.declineRate),
    cell: (row) => <DeclineRate rate={row.declineRate} threshold={threshold} />,
  },
  {
    id: 'declined',
    header: 'Declined',
    align: 'right',
    sortable: true,
    sortValue: (row) => row.declinePaymentsCount,
    cell: (row) => row.declinePaymentsCount,
  },
  {
    id: 'total',
    header: 'All payments',
    align: 'right',
    sortable: true,
    sortValue: (row) => row.totalPaymentsCount,
    cell: (row) => row.totalPaymentsCount,
  },
];
const reasonLabel = (reason: string) => DECLINE_REASON_LABEL[reason as DeclineReason] ?? reason;

/**
 * `/admin/decline-rate/{id}`: one company's declines over the period — per day, per reason, per card and per holder.
 */
export function DeclineRateDetailsPage({ id }: { id: number }) {
  const [preset, setPreset] = useState<RatePeriodPreset>(() => readDeclineRatePeriod());
  const details = useQuery(declineRateQueries.details(id, ratePresetPeriod(preset)));
  const back = (
    <Link to="/admin/decline-rate" className={blocks.link}>
      Back to decline rates
    </Link>
  );
  const data = details.data;
  if (data === undefined) return <RecordPageState error={details.error} page={{ ...DETAILS_PAGE, back }} />;
  return (
    <div className={blocks.stackWide}>
      <header className={`${blocks.header} ${styles.header}`}>
        <div>
          <h2>{data.company.name}</h2>
          <p className={blocks.muted}>
            From {formatDate(data.period.from, DATE_FORMAT)} to {formatDate(data.period.to, DATE_FORMAT)} ·{' '}
            <CompanyLink id={data.company.id}>Company page</CompanyLink>
          </p>
        </div>
        <PeriodSelect
          value={preset}
          onChange={(next) => {
            saveChosenPeriod(DECLINE_RATE_PERIOD_KEY, next);
            setPreset(next);
          }}
        />
      </header>
      <dl className={styles.totals}>
        <div>
          <dt>Decline rate, {RATE_PERIOD_LABELS[preset].toLowerCase()}</dt>
          <dd>
            <DeclineRate rate={data.declineRate} threshold={data.threshold} />
          </dd>
        </div>
        <Fact label="Declined">{data.declinePaymentsCount}</Fact>
        <Fact label="All payments">{data.totalPaymentsCount}</Fact>
        <Fact label="Warning threshold">{data.threshold} %</Fact>
      </dl>
      <section className={`${blocks.card} ${styles.panel}`} aria-label="Decline rate per day">
        <BarChart
          title="Decline rate per day"
          labelHeader="Day"
          valueLabel="Decline rate"
          max={100}
          formatTick={(tick) => `${tick} %`}
          highlightNote="above the threshold"
          width={960}
          bars={data.byDay.map((day) => ({
            label: formatDate(day.date, 'DD.MM'),
            value: toPlot(day.declineRate),
            display:
              day.declineRate === null
                ? 'no payments'
                : `${day.declineRate} % (${day.declinePaymentsCount} of ${day.totalPaymentsCount})`,
            highlight: isRateAbove(day.declineRate, data.threshold),
          }))}
        />
      </section>
      <div className={styles.grid}>
        <section className={`${blocks.card} ${styles.panel}`} aria-labelledby="by-reason">
          <h3 id="by-reason">By reason</h3>
          <Table
            tableId="decline-rate-by-reason"
            caption="Declines by reason"
            columns={[
              { id: 'reason', header: 'Reason', cell: (row) => reasonLabel(row.reason) },
              { id: 'count', header: 'Declines', align: 'right', cell: (row) => row.count },
            ]}
            rows={data.byReason}
            rowKey={(row) => row.reason}
            paginate={false}
            emptyMessage="No declines in this period."
            maxHeight="none"
          />
        </section>
        <section className={`${blocks.card} ${styles.panel}`} aria-labelledby="by-user">
          <h3 id="by-user">By holder</h3>
          <Table
            tableId="decline-rate-by-user"
            caption="Decline rate by holder"
            columns={[
              { id: 'name', header: 'Holder', cell: (row) => row.name },
              ...figureColumns<(typeof data.byUser)[number]>(data.threshold),
            ]}
            rows={data.byUser}
            rowKey={(row) => row.userId}
            emptyMessage="No card payments in this period."
            maxHeight="none"
          />
        </section>
      </div>
      <section className={`${blocks.card} ${styles.panel}`} aria-labelledby="by-card">
        <h3 id="by-card">By card</h3>
        <Table
          tableId="decline-rate-by-card"
          caption="Decline rate by card"
          columns={[
            {
              id: 'card',
              header: 'Card',
              cell: (row) => (
                <Link
                  to="/admin/clients/$id/card/$cardId"
                  params={{ id: data.company.id, cardId: row.cardId }}
                  className={blocks.link}
                >
                  {row.name} ·{row.last4}
                </Link>
              ),
            },
            { id: 'holder', header: 'Holder', cell: (row) => row.holder.name },
            ...figureColumns<(typeof data.byCard)[number]>(data.threshold),
          ]}
          rows={data.byCard}
          rowKey={(row) => row.cardId}
          emptyMessage="No card payments in this period."
          maxHeight="none"
        />
      </section>
      {back}
    </div>
  );
}
