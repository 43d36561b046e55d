import { ChipChoices, type ChipChoice } from '@/src/components/ui/chip-choices';
import { DateTime } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NotificationDetailDialog } from '@/src/components/layout/bell/notification-detail-dialog';
import { StatusPill } from '@/src/components/ui/status-pill';
import { Table, type TableColumn } from '@/src/components/ui/table';
import {
  NOTIFICATION_STATUS,
  NOTIFICATION_STATUS_LABEL,
  type NotificationStatus,
} from '@/src/contracts/notification-types';
import type { Notification } from '@/src/contracts/notifications';
import { isNew } from '@/src/lib/notifications/bell-logic';
import { useClearAll, useMarkViewed } from '@/src/lib/notifications/use-mark-read';
import type { NotificationSearch } from './notification-search';
import { notificationPageQueries } from './queries';
import styles from './notifications-page.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';

const TABLE_ID = 'notifications';
const FILTERS: ChipChoice<NotificationStatus | undefined>[] = [
  { label: 'All', value: undefined },
  { label: NOTIFICATION_STATUS_LABEL[NOTIFICATION_STATUS.new], value: NOTIFICATION_STATUS.new },
  { label: NOTIFICATION_STATUS_LABEL[NOTIFICATION_STATUS.viewed], value: NOTIFICATION_STATUS.viewed },
];

interface NotificationsPageProps {
  search: NotificationSearch;
  onSearchChange: (next: Partial<NotificationSearch>) => void;
  /** Above the list on the admin page: the send form for roles 1 and 6. */
  before?: ReactNode;
}

/**
 * /notifications and /admin/notifications: every notification of the user, filtered by status and paged; open → detail.
 */
export function NotificationsPage({ search, onSearchChange, before }: NotificationsPageProps) {
  const paging = usePagedList(TABLE_ID, pageInSearch(search.page, onSearchChange));
  const list = useQuery(
    notificationPageQueries.list({ status: search.status, page: paging.page, perPage: paging.perPage }),
  );
  const markViewed = useMarkViewed();
  const clearAll = useClearAll();
  const [detail, setDetail] = useState<Notification | null>(null);

  const open = (item: Notification) => {
    setDetail(item);
    if (isNew(item)) markViewed.mutate(item.id);
  };

  const columns: TableColumn<Notification>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (row) => (
        <button type="button" className={styles.open} data-new={isNew(row)} onClick={() => open(row)}>
          {row.title}
        </button>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      cell: (row) => <DateTime value={row.date} />,
      width: '12rem',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <StatusPill tone={isNew(row) ? 'accent' : 'neutral'}>{row.status.description}</StatusPill>,
      width: '8rem',
    },
  ];

  return (
    <div className={blocks.stackWide}>
      {before}
      <div className={blocks.actions} role="group" aria-label="Filter by status">
        <ChipChoices
          choices={FILTERS}
          value={search.status}
          onChange={(status) => onSearchChange({ status, page: undefined })}
        />
        <OnlineOnlyButton
          appearance="secondary"
          className={styles.markAll}
          onClick={() => clearAll.mutate()}
          loading={clearAll.isPending}
        >
          {/* The bell's wording (spec 4 "Clear All"): one name for one action. */}
          Clear All
        </OnlineOnlyButton>
      </div>
      {list.isError && !list.data ? (
        <LoadError what="notifications" error={list.error} className={styles.error} />
      ) : (
        <Table
          caption="Notifications"
          columns={columns}
          {...paging.tableProps(list)}
          emptyMessage={search.status ? 'No notifications with this status.' : 'No notifications yet.'}
          maxHeight="none"
        />
      )}
      <NotificationDetailDialog notification={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
