import { CompanyLink } from '@/src/components/companies/company-link';
import { DateTime, None } from '@/src/components/ui/cells';
import { DeclineRate } from '@/src/components/ui/decline-rate';
import type { TableColumn } from '@/src/components/ui/table';
import type { CompanyListItem } from '@/src/contracts/companies';
import { BlockedBadge, CompanyStatusBadge, GroupLeadBadge } from './company-badges';
import { SORT_KEYS } from './company-search';
import styles from './clients-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Columns the server can sort by: their ids are the contract's sort keys (the URL's, company-search.ts). */
const SORTABLE = new Set<string>(SORT_KEYS);

const number = (value: string | number) => <span className={blocks.number}>{value}</span>;

/**
 * The "Company (list)" fields staff work with (issue 4 item 1), the name linking to the company page.
 * `groupName` names a group by id where the groups are known (roles that manage groups).
 */
export function clientColumns(
  groupName: (id: number) => string | undefined = () => undefined,
): TableColumn<CompanyListItem>[] {
  const columns: TableColumn<CompanyListItem>[] = [
    {
      id: 'name',
      header: 'Company',
      cell: (row) => (
        <span className={styles.who}>
          <CompanyLink id={row.id}>{row.name}</CompanyLink>
          <code className={styles.uuid}>{row.uuid}</code>
        </span>
      ),
    },
    { id: 'status', header: 'Status', priority: 'key', cell: (row) => <CompanyStatusBadge status={row.status} /> },
    { id: 'segment', header: 'Segment', priority: 'low', cell: (row) => row.segment.description },
    {
      id: 'group',
      header: 'Group',
      priority: 'low',
      cell: (row) =>
        row.groupId === null ? (
          <None />
        ) : (
          <span className={styles.group}>
            {groupName(row.groupId) ?? 'In a group'}
            {row.isGroupLead ? <GroupLeadBadge /> : null}
          </span>
        ),
    },
    {
      id: 'conversionFee',
      header: 'Conversion fee',
      priority: 'low',
      align: 'right',
      cell: (row) => (
        <span className={blocks.number}>
          {row.conversionFee}%{row.autoUpdateConversionFee ? <span className={blocks.note}> auto</span> : null}
        </span>
      ),
    },
    {
      id: 'restrictions',
      header: 'Merchant restrictions',
      priority: 'low',
      cell: (row) => {
        const names = [row.isGoogleMerchantRestrict && 'Google', row.isTwitterMerchantRestrict && 'Twitter'].filter(
          Boolean,
        );
        return names.length ? names.join(', ') : <None />;
      },
    },
    {
      id: 'issuedCardsCount',
      header: 'Cards issued',
      align: 'right',
      priority: 'low',
      cell: (row) => number(row.issuedCardsCount),
    },
    {
      id: 'cardsAvailableCount',
      header: 'Cards available',
      priority: 'low',
      align: 'right',
      cell: (row) => number(row.cardsAvailableCount),
    },
    {
      id: 'declineRate',
      header: 'Decline rate, last 30 days',
      align: 'right',
      cell: (row) => <DeclineRate rate={row.declineRate} threshold={row.declineThreshold} />,
    },
    {
      id: 'debtAmount',
      header: 'Debt',
      align: 'right',
      priority: 'key',
      cell: (row) => number(`${row.debtAmount} ${row.currency}`),
    },
    {
      id: 'lastTopUpDate',
      header: 'Last top-up',
      priority: 'low',
      cell: (row) => (row.lastTopUpDate === null ? <None /> : <DateTime value={row.lastTopUpDate} />),
    },
    {
      id: 'createdAt',
      header: 'Created',
      priority: 'low',
      cell: (row) => <DateTime value={row.createdAt} />,
    },
    { id: 'blocked', header: 'Blocked', priority: 'key', cell: (row) => (row.isBlocked ? <BlockedBadge /> : <None />) },
  ];
  return columns.map((column) => (SORTABLE.has(column.id) ? { ...column, sortable: true } : column));
}
