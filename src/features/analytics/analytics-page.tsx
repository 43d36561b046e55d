import { CompanyLink } from '@/src/components/companies/company-link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId } from 'react';
import { DeclineRate } from '@/src/components/ui/decline-rate';
import { Select } from '@/src/components/ui/select';
import { Skeleton } from '@/src/components/ui/skeleton';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import { can } from '@/src/contracts/access';
import type { ResponseOf } from '@/src/contracts/endpoint';
import type { analyticsAtRisk, analyticsOverview } from '@/src/contracts/analytics';
import { COMPANY_SEGMENT_LABEL } from '@/src/contracts/companies';
import { adminRequestCountsQuery } from '@/src/lib/admin-request-counts';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { DATE_FORMAT, formatDate } from '@/src/lib/dates';
import { presetPeriod } from '@/src/lib/periods';
import { AnalyticsExportButton } from './analytics-export';
import { PeriodSelect } from './period-select';
import { ANALYTICS_PERIOD_KEY, validateAnalyticsSearch, type AnalyticsSearch } from './analytics-search';
import { FUNNEL_LABEL, RISK_LABEL } from './labels';
import { analyticsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './analytics-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

type Overview = ResponseOf<typeof analyticsOverview>;
type Funnel = Overview['funnel'][number];
type AtRisk = ResponseOf<typeof analyticsAtRisk>['records'][number];
type MoneyDay = Overview['money'][number];
type Page = Overview['topPages'][number];

const SEGMENT_OPTIONS = [
  { value: '', label: 'All segments' },
  ...Object.entries(COMPANY_SEGMENT_LABEL).map(([value, label]) => ({ value, label })),
];

const num = (value: number | string | null, suffix = '') => (value === null ? '—' : `${value}${suffix}`);

const funnelColumns: TableColumn<Funnel>[] = [
  { id: 'step', header: 'Step', cell: (row) => FUNNEL_LABEL[row.step] },
  { id: 'count', header: 'Count', align: 'right', cell: (row) => row.count },
  { id: 'conversion', header: 'From previous step', align: 'right', cell: (row) => num(row.conversion, ' %') },
  { id: 'median', header: 'Median time from previous step', align: 'right', cell: (row) => num(row.medianHours, ' h') },
];

const moneyColumns: TableColumn<MoneyDay>[] = [
  { id: 'date', header: 'Day', cell: (row) => formatDate(row.date, DATE_FORMAT) },
  { id: 'currency', header: 'Currency', cell: (row) => row.currency },
  { id: 'topUps', header: 'Top-ups', align: 'right', cell: (row) => `${row.topUps} · ${row.topUpAmount}` },
  { id: 'transfers', header: 'Transfers', align: 'right', cell: (row) => `${row.transfers} · ${row.transferAmount}` },
  { id: 'spend', header: 'Card spend', align: 'right', cell: (row) => row.cardSpend },
  { id: 'purchases', header: 'Purchases', align: 'right', cell: (row) => row.purchases },
  { id: 'declines', header: 'Declines', align: 'right', cell: (row) => row.declines },
];

const pageColumns: TableColumn<Page>[] = [
  { id: 'path', header: 'Page', cell: (row) => <code>{row.path}</code> },
  { id: 'hits', header: 'Hits', align: 'right', cell: (row) => row.hits },
  { id: 'visitors', header: 'Visitors (per day, summed)', align: 'right', cell: (row) => row.visitors },
];

function riskColumns(role: number): TableColumn<AtRisk>[] {
  const opens = can(role, 'company.view');
  return [
    {
      id: 'name',
      header: 'Company',
      cell: (row) => (opens ? <CompanyLink id={row.id}>{row.name}</CompanyLink> : row.name),
    },
    { id: 'new', header: 'New', cell: (row) => (row.isNew ? <span className={styles.new}>New</span> : '') },
    { id: 'segment', header: 'Segment', cell: (row) => COMPANY_SEGMENT_LABEL[row.segment] ?? row.segment },
    { id: 'reasons', header: 'Why', cell: (row) => row.reasons.map((r) => RISK_LABEL[r]).join('; ') },
    {
      id: 'lastSpend',
      header: 'Last spend',
      cell: (row) => (row.lastSpendAt ? formatDate(row.lastSpendAt, DATE_FORMAT) : '—'),
    },
    {
      id: 'declineRate',
      header: 'Decline rate, 30 days',
      align: 'right',
      // Above the owner's threshold the warning is said in words, as everywhere a decline rate shows.
      cell: (row) => <DeclineRate rate={row.declineRate} threshold={row.declineThreshold} />,
    },
  ];
}

/**
 * The companies at risk now, a page at a time. Read once the page's visit (the overview) was answered: that
 * visit marks the list seen, and a row is new when the visit before did not show it.
 */
function AtRiskTable({ role, visited }: { role: number; visited: boolean }) {
  const paging = usePagedList('analytics-at-risk');
  const list = useQuery({
    ...analyticsQueries.atRisk({ page: paging.page, perPage: paging.perPage }),
    enabled: visited,
  });
  return (
    <Table
      {...paging.tableProps(list)}
      caption="Companies at risk"
      columns={riskColumns(role)}
      emptyMessage="No company is at risk right now."
      maxHeight="none"
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Cohorts({ rows }: { rows: Overview['cohorts'] }) {
  if (rows.length === 0) return <p className={blocks.muted}>No company was approved in this period.</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.grid}>
        <caption className="visually-hidden">
          Share of each approval week's companies with a card purchase in week 1 to 12 after approval
        </caption>
        <thead>
          <tr>
            <th scope="col">Approved in the week of</th>
            <th scope="col">Companies</th>
            {rows[0]!.weeks.map((_, i) => (
              <th key={i} scope="col">
                W{i + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week}>
              <th scope="row">{formatDate(row.week, DATE_FORMAT)}</th>
              <td>{row.companies}</td>
              {row.weeks.map((share, i) => (
                <td
                  key={i}
                  style={{ ['--share' as string]: share === null ? 0 : Number(share) / 100 }}
                  className={styles.cell}
                >
                  {share === null ? '—' : `${share} %`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface AnalyticsPageProps {
  role: number;
  search: AnalyticsSearch;
  onSearchChange: (next: Partial<AnalyticsSearch>) => void;
}

/**
 * `/admin/analytics` (roles 1, 5, 6, 7; issue 22): the onboarding funnel, activity, money per day, top
 * pages, devices, approval cohorts and companies at risk, for a period (spec 9 presets or a custom range)
 * and a segment or referral code, all kept in the URL. Aggregates only.
 */
export function AnalyticsPage({ role, search: urlSearch, onSearchChange }: AnalyticsPageProps) {
  const search = validateAnalyticsSearch(urlSearch as Record<string, unknown>);
  const preset = search.period ?? readChosenPeriod(ANALYTICS_PERIOD_KEY);
  const period = search.from && search.to ? { from: search.from, to: search.to } : presetPeriod(preset);
  const query = { ...period, segment: search.segment, referral: search.referral };
  const overview = useQuery(analyticsQueries.overview(query));
  const queryClient = useQueryClient();
  const data = overview.data;

  // Opening the page marks the at-risk list seen on the server: the "A" badge follows at once.
  useEffect(() => {
    if (data) void queryClient.invalidateQueries({ queryKey: adminRequestCountsQuery.queryKey });
  }, [data, queryClient]);

  return (
    <div className={styles.page}>
      <div className={blocks.filters} role="search" aria-label="Filter analytics">
        <PeriodSelect
          value={preset}
          custom={Boolean(search.from && search.to)}
          onChange={(next) => {
            saveChosenPeriod(ANALYTICS_PERIOD_KEY, next);
            onSearchChange({ period: next, from: undefined, to: undefined });
          }}
        />
        <label className={styles.date}>
          From
          <input
            type="date"
            value={period.from}
            max={period.to}
            onChange={(e) => e.target.value && onSearchChange({ from: e.target.value, to: period.to })}
          />
        </label>
        <label className={styles.date}>
          To
          <input
            type="date"
            value={period.to}
            min={period.from}
            onChange={(e) => e.target.value && onSearchChange({ from: period.from, to: e.target.value })}
          />
        </label>
        <Select
          label="Segment"
          options={SEGMENT_OPTIONS}
          value={search.segment ? String(search.segment) : ''}
          onValueChange={(value) =>
            onSearchChange({ segment: value ? (Number(value) as AnalyticsSearch['segment']) : undefined })
          }
        />
      </div>
      <AnalyticsExportButton query={query} />
      <p className={blocks.muted}>
        {data
          ? `From ${formatDate(data.period.from, DATE_FORMAT)} to ${formatDate(data.period.to, DATE_FORMAT)} (UTC ` +
            `days). `
          : ''}
        Registration steps count the registrations made in the period; later steps, the same companies.
      </p>
      {overview.isError && !data ? <LoadError what="analytics" error={overview.error} /> : null}
      {!data ? (
        <Skeleton height="16rem" />
      ) : (
        <>
          <Suspense fallback={<Skeleton height="12rem" />}>
            <AnalyticsCharts data={data} />
          </Suspense>
          <Section title="Onboarding funnel">
            <Table
              tableId="analytics-funnel"
              caption="Onboarding funnel"
              columns={funnelColumns}
              rows={data.funnel}
              rowKey={(row) => row.step}
              paginate={false}
              maxHeight="none"
            />
          </Section>
          <Section title="Companies at risk">
            <AtRiskTable role={role} visited={overview.isFetchedAfterMount && !overview.isFetching} />
          </Section>
          <Section title="Cohorts: card purchases by week after approval">
            <Cohorts rows={data.cohorts} />
          </Section>
          <Section title="Money per day">
            <Table
              tableId="analytics-money"
              caption="Money per day and currency"
              columns={moneyColumns}
              rows={data.money}
              rowKey={(row) => `${row.date}-${row.currency}`}
              emptyMessage="No money moved in this period."
              maxHeight="none"
            />
          </Section>
          <Section title="Top pages">
            <Table
              tableId="analytics-pages"
              caption="Top pages"
              columns={pageColumns}
              rows={data.topPages}
              rowKey={(row) => row.path}
              paginate={false}
              emptyMessage="No page hits in this period."
              maxHeight="none"
            />
          </Section>
        </>
      )}
    </div>
  );
}
