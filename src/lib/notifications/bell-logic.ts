import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_SCROLL_TRIGGER_PX,
  NOTIFICATION_STATUS,
} from '@/src/contracts/notification-types';
import type { Notification } from '@/src/contracts/notifications';

/** Spec 2.4: the bell is hidden for roles 7 and 8. */
export const BELL_HIDDEN_ROLES: readonly number[] = [7, 8];
/** Spec 4: notifications are fetched on entry and polled every 30 s only for the client roles. */
export const POLLED_ROLES: readonly number[] = [2, 3, 4];

export const hasBell = (role: number | undefined) => role !== undefined && !BELL_HIDDEN_ROLES.includes(role);
export const isPolledRole = (role: number | undefined) => role !== undefined && POLLED_ROLES.includes(role);

/** One page of the bell's list as the server answers it. */
export interface NotificationPage {
  meta: { page: number; perPage: number; pagesCount: number; totalCount: number };
  records: Notification[];
}

/** How many items the loaded pages hold. */
export const loadedCount = (pages: readonly NotificationPage[]) =>
  pages.reduce((sum, page) => sum + page.records.length, 0);

/**
 * Spec 4: the next page is asked for until the loaded count equals the total (the newest page's total; a
 * page that came back empty also ends it, so a shrinking list never loops).
 */
export function nextPageOf(pages: readonly NotificationPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.records.length === 0) return undefined;
  return loadedCount(pages) < last.meta.totalCount ? last.meta.page + 1 : undefined;
}

/** Spec 9: load more when the list is scrolled to within 50 px of its bottom. */
export function nearBottom(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold = NOTIFICATION_SCROLL_TRIGGER_PX,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** The bell's query: 15 new (status 1) notifications a page. */
export const bellPageQuery = (page: number) => ({
  page,
  perPage: NOTIFICATION_PAGE_SIZE,
  status: [NOTIFICATION_STATUS.new],
});

/** Spec 4: opening one marks it Viewed and takes one off the count (never below zero). */
export const countAfterViewing = (count: number, viewed = 1) => Math.max(0, count - viewed);
/** Spec 4: Clear All resets the count. */
export const COUNT_AFTER_CLEAR_ALL = 0;

/** The loaded pages with one item marked Viewed in place (spec 4: "local item updated"). */
export function withViewed(pages: readonly NotificationPage[], id: number): NotificationPage[] {
  return pages.map((page) => ({
    ...page,
    records: page.records.map((item) =>
      item.id === id ? { ...item, status: { value: NOTIFICATION_STATUS.viewed, description: 'Viewed' } } : item,
    ),
  }));
}

export const isNew = (item: Pick<Notification, 'status'>) => item.status.value === NOTIFICATION_STATUS.new;
