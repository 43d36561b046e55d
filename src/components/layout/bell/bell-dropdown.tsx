import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { can } from '@/src/contracts/access';
import type { Notification } from '@/src/contracts/notifications';
import { formatDate, isoOf } from '@/src/lib/dates';
import { adminRouteName, adminRouteNotificationsQuery } from '@/src/lib/notifications/admin-route-notifications';
import { isNew, nearBottom } from '@/src/lib/notifications/bell-logic';
import { showSlidesOverlay } from '@/src/lib/slides';
import { Button } from '@/src/components/ui/button';
import { Spinner } from '@/src/components/ui/spinner';
import { useDismiss } from '@/src/components/ui/use-dismiss';
import { NotificationDetailDialog } from './notification-detail-dialog';
import { PushToggle } from './push-toggle';
import { useBellList } from './use-bell-list';
import styles from './bell.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface BellDropdownProps {
  id: string;
  role: number | undefined;
  /** Unread notifications (the bell's number less the slides). */
  count: number;
  /** News slides still to view: the bell counts them too, and this panel can show them. */
  slides: number;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's panel: Clear All, View All, the unread items 15 a page (the next page loads when the list is
 * scrolled within 50 px of its bottom, until all are loaded), 'No new notifications' when empty, and the
 * web-push switch. Escape or a click outside closes it; the detail dialog opens above it.
 */
export function BellDropdown({ id, role, count, slides, onClose }: BellDropdownProps) {
  const { list, items, total, loaded, markViewed, clearAll } = useBellList(true);
  const [detail, setDetail] = useState<Notification | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailOpen = detail !== null;
  const isAdmin = role !== undefined && can(role, 'admin.notifications');
  const viewAllTo = isAdmin ? '/admin/notifications' : '/notifications';
  // Roles 1, 5, 6: the admin notifications about the page they are on, loaded after navigation (route-effects).
  const routeName = useRouterState({ select: (s) => adminRouteName(s.location.pathname) });
  const onThisPage = useQuery({
    ...adminRouteNotificationsQuery(routeName),
    enabled: false,
    select: (answer) => answer.records.filter(isNew),
  });
  const pageItems = isAdmin ? (onThisPage.data ?? []) : [];

  useEffect(() => headingRef.current?.focus(), []);

  // The bell's wrapper (this list's parent) holds the bell button too: pressing it toggles, it does not dismiss.
  useDismiss(
    !detailOpen,
    (target) => rootRef.current?.parentElement?.contains(target) ?? false,
    (by) => onClose(by === 'escape'),
  );

  // A poll or a push brought more: the open list reads its first page again.
  const shownCount = useRef(count);
  useEffect(() => {
    if (count > shownCount.current) void list.refetch();
    shownCount.current = count;
  }, [count, list]);

  const loadMoreIfNear = (box: HTMLElement) => {
    // cancelRefetch false: a second trigger while a page is on its way joins it instead of asking again.
    if (nearBottom(box) && list.hasNextPage && !list.isFetchingNextPage)
      void list.fetchNextPage({ cancelRefetch: false });
  };
  const onScroll = (event: UIEvent<HTMLElement>) => loadMoreIfNear(event.currentTarget);
  // A page that does not fill the list leaves its bottom in view: that is "within 50 px" too.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (listRef.current && list.isSuccess && !list.isFetching) loadMoreIfNear(listRef.current);
  });

  const open = (item: Notification) => {
    setDetail(item);
    if (isNew(item)) markViewed.mutate(item.id);
  };

  return (
    <div ref={rootRef} id={id} role="dialog" aria-label="Notifications" className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          Notifications
        </h2>
        <Button
          appearance="ghost"
          onClick={() => clearAll.mutate()}
          loading={clearAll.isPending}
          disabled={items.length === 0 && count === 0}
        >
          Clear All
        </Button>
        <Link to={viewAllTo} className={styles.viewAll} onClick={() => onClose(false)}>
          View All
        </Link>
      </div>
      {slides > 0 && (
        <div className={styles.slidesLine} data-testid="bell-slides">
          <span>
            {slides} news slide{slides === 1 ? '' : 's'} to view
          </span>
          <Button
            appearance="ghost"
            onClick={() => {
              onClose(false);
              showSlidesOverlay();
            }}
          >
            Show
          </Button>
        </div>
      )}
      {pageItems.length > 0 && (
        <section className={styles.onThisPage} aria-label="On this page">
          <h3 className={styles.sectionTitle}>On this page</h3>
          <ul className={styles.plainList}>
            {pageItems.map((item) => (
              <li key={item.id}>
                <button type="button" className={styles.item} data-new onClick={() => open(item)}>
                  <span className={styles.itemTitle}>{item.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul
        ref={listRef}
        className={styles.list}
        onScroll={onScroll}
        aria-busy={list.isFetching}
        data-testid="bell-list"
        aria-label={`Unread notifications, ${loaded} of ${total} loaded`}
      >
        {list.isPending && (
          <li className={styles.state}>
            <Spinner label={null} size="s" /> Loading…
          </li>
        )}
        {list.isError && !list.data && <li className={styles.state}>The notifications could not be loaded.</li>}
        {list.isSuccess && items.length === 0 && <li className={styles.state}>No new notifications</li>}
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.item} data-new={isNew(item)} onClick={() => open(item)}>
              <span className={styles.itemTitle}>{item.title}</span>
              <time className={blocks.note} dateTime={isoOf(item.date)}>
                {formatDate(item.date)}
              </time>
              {!isNew(item) && <span className="visually-hidden">, viewed</span>}
            </button>
          </li>
        ))}
        {list.isFetchingNextPage && (
          <li className={styles.state}>
            <Spinner label={null} size="s" /> Loading more…
          </li>
        )}
      </ul>
      <div className={styles.panelFooter}>
        <PushToggle />
      </div>
      <NotificationDetailDialog notification={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
