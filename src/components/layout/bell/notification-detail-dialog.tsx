import { Modal } from '@/src/components/ui/modal';
import { SafeHtml } from '@/src/components/ui/safe-html';
import type { Notification } from '@/src/contracts/notifications';
import { formatDate, isoOf } from '@/src/lib/dates';
import styles from './bell.module.css';

/** Spec 2.4: the Notification Detail modal — title, date in the user's timezone, the text as (sanitized) HTML, Ok. */
export function NotificationDetailDialog({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={notification?.title ?? ''}
      subtitle={
        notification ? <time dateTime={isoOf(notification.date)}>{formatDate(notification.date)}</time> : undefined
      }
      submitText="Ok"
      resetText={null}
      onSubmit={onClose}
      size="m"
    >
      {notification && <SafeHtml className={styles.detailText} html={notification.description} />}
    </Modal>
  );
}
