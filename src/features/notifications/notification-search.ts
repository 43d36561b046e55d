import { pagePastFirst } from '@/src/lib/search-params';
import type { NotificationStatus } from '@/src/contracts/notification-types';

/*
 * The notification pages' filters as they live in the URL (UI.md: shareable, survive reload), read without
 * the schema library because route options load with the first screen.
 */
export interface NotificationSearch {
  status?: NotificationStatus;
  page?: number;
}

/** NOTIFICATION_STATUS's values, written out: the route option must not pull even that module onto /login. */
const STATUSES: readonly number[] = [1, 3] satisfies NotificationStatus[];

export function validateNotificationSearch(search: Record<string, unknown>): NotificationSearch {
  const result: NotificationSearch = {};
  const status = Number(search.status);
  const page = pagePastFirst(search.page);
  if (STATUSES.includes(status)) result.status = status as NotificationStatus;
  if (page !== undefined) result.page = page;
  return result;
}
