import { NOTIFICATION_STATUS_LABEL, type Notification, type NotificationStatus } from '@/src/contracts/notifications';
import type { NotificationRow } from '@/server/db/queries/notifications';
import { specDate } from '@/server/lib/spec-date';

/** Spec 3 "Notification" from a row. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: {
      value: row.status,
      description: NOTIFICATION_STATUS_LABEL[row.status as NotificationStatus] ?? String(row.status),
    },
    date: specDate(row.createdAt),
    link: row.link,
    type: row.type,
  };
}
