import { QueryTable } from '@/src/components/ui/query-table';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Checkbox } from '@/src/components/ui/checkbox';
import { DeclineRate } from '@/src/components/ui/decline-rate';
import type { SortState, TableColumn } from '@/src/components/ui/table';
import { SearchFilter } from '@/src/components/ui/filter-bar';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import type { DeclineRateCompany } from '@/src/contracts/card-analytics';
import { saveChosenPeriod } from '@/src/lib/chosen-period';
import { DATE_FORMAT, formatDate } from '@/src/lib/dates';
import { ratePresetPeriod } from '@/src/lib/periods';
import {
  validateDeclineRateSearch,
  DECLINE_RATE_PERIOD_KEY,
  readDeclineRatePeriod,
  DECLINE_RATE_SORTS,
  DECLINE_RATE_TABLE_ID,
  type DeclineRateSearch,
  type DeclineRateSortKey,
} from './decline-rate-search';
import { PeriodSelect } from './period-select';
import { declineRateQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './decline-rate.module.css';

interface DeclineRatePageProps {
  search: DeclineRateSearch;
  onSearchChange: (next: Partial<DeclineRateSearch>) => void;
}

const columns: TableColumn<DeclineRateCompany>[] = [
  {
    id: 'name',
    header: 'Company',
    sortable: true,
    cell: (row) => (
      <Link to="/admin/decline-rate/$id" params={{ id: row.id }} className={blocks.link}>
        {row.name}
      </Link>
    ),
  },
  {
    id: 'declineRate',
    header: 'Decline rate',
    sortable: true,
    align: 'right',
    cell: (row) => <DeclineRate rate={row.declineRate} threshold={row.threshold} />,
  },
  {
    id: 'declinePaymentsCount',
    header: 'Declined',
    sortable: true,
    align: 'right',
    cell: (row) => <span className={styles.number}>{row.declinePaymentsCount}</span>,
  },
  {
    id: 'totalPaymentsCount',
    header: 'All payments',
    sortable: true,
    align: 'right',
    cell: (row) => <span className={styles.number}>{row.totalPaymentsCount}</span>,
  },
  {
    id: 'threshold',
    header: 'Threshold',
    align: 'right',
    cell: (row) => <span className={styles.number}>{row.threshold} %</span>,
  },
];

const isSortKey = (id: string): id is DeclineRateSortKey => (DECLINE_RATE_SORTS as readonly string[]).includes(id);

/**
 * `/admin/decline-rate` (roles 1, 5, 6): companies by decline rate over the period — declined, all
 * payments, the owner's warning threshold — sorted on the server, rows above their threshold highlighted.
 */
export function DeclineRatePage({ search: urlSearch, onSearchChange }: DeclineRatePageProps) {
  const search = validateDeclineRateSearch(urlSearch as Record<string, unknown>);
  const paging = usePagedList(DECLINE_RATE_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const preset = search.period ?? readDeclineRatePeriod();
  const period = ratePresetPeriod(preset);
  const sort = search.sort ?? 'declineRate';
  const order = search.order ?? 'desc';
  const list = useQuery(
    declineRateQueries.list({
      ...period,
      search: search.search,
      sort,
      order,
      onlyActive: search.all ? '0' : '1',
      page: paging.page,
      perPage: paging.perPage,
    }),
  );

  const sortState: SortState = { columnId: sort, direction: order };
  const shownPeriod = list.data?.period;

  return (
    <div className={blocks.stackWide}>
      <div className={styles.filters} role="search" aria-label="Filter companies">
        <SearchFilter
          value={search.search}
          onChange={(value) => onSearchChange({ search: value, page: undefined })}
          placeholder="Company name or uuid"
          limit={100}
        />
        <PeriodSelect
          value={preset}
          onChange={(next) => {
            saveChosenPeriod(DECLINE_RATE_PERIOD_KEY, next);
            onSearchChange({ period: next, page: undefined });
          }}
        />
        <Checkbox
          label="Companies without payments too"
          checked={Boolean(search.all)}
          onCheckedChange={(on) => onSearchChange({ all: on ? true : undefined, page: undefined })}
        />
      </div>
      <p className={blocks.muted}>
        {shownPeriod
          ? `From ${formatDate(shownPeriod.from, DATE_FORMAT)} to ${formatDate(shownPeriod.to, DATE_FORMAT)}. `
          : ''}
        Decline rate = declined ÷ all authorizations.{' '}
        {list.data ? `Default warning threshold ${list.data.threshold} %.` : ''}
      </p>
      <QueryTable
        query={list}
        what="decline rates"
        {...paging.tableProps(list)}
        caption="Companies by decline rate"
        columns={columns}
        rowClassName={(row) => (row.isAboveThreshold ? styles.above : undefined)}
        sort={sortState}
        onSortChange={(next) => {
          // The table's third click would clear the sort; here the sort always has a column, so it flips instead.
          const target = next ?? { columnId: sort, direction: order === 'desc' ? 'asc' : 'desc' };
          if (!isSortKey(target.columnId)) return;
          onSearchChange({ sort: target.columnId, order: target.direction, page: undefined });
        }}
        emptyMessage={
          search.search ? `No company matches “${search.search}”.` : 'No company had card payments in this period.'
        }
        maxHeight="none"
      />
    </div>
  );
}
