/**
 * Notification types, statuses and constants (PRODUCT.md "Notifications", spec 3, 4 and 9). No schemas
 * here, so the bell and the service worker can read them without loading zod; `notifications.ts` carries
 * the endpoint contracts.
 */

export type NotificationChannels = { email: boolean; interface: boolean; telegram: boolean };

export type NotificationTypeInfo = {
  /** The English label shown in the settings. */
  name: string;
  /** What a user who never changed the setting gets. */
  channels: NotificationChannels;
  /**
   * The threshold's default, or null when the type has none. 'money' thresholds are a decimal amount in
   * the currency of the account concerned; 'percent' thresholds are 0 to 100.
   */
  threshold: { default: string; unit: 'money' | 'percent' } | null;
};

type NotificationChannel = keyof NotificationChannels;
type Threshold = NotificationTypeInfo['threshold'];

/** A type's row: its label, the channels it starts on (the others start off), its threshold when it has one. */
function notificationType<const T extends Threshold = null>(
  name: string,
  startsOn: readonly NotificationChannel[],
  threshold: T = null as T,
) {
  const channels = { email: false, interface: false, telegram: false };
  for (const channel of startsOn) channels[channel] = true;
  return { name, channels, threshold };
}

export const NOTIFICATION_TYPE = {
  top_up_credited: notificationType('Top-up credited', ['email', 'interface']),
  withdrawal_processed: notificationType('Withdrawal processed', ['email', 'interface']),
  transfer_done: notificationType('Transfer done', ['interface']),
  low_balance: notificationType('Low balance', ['email', 'interface', 'telegram'], {
    default: '100.00',
    unit: 'money',
  }),
  auto_top_up_failed: notificationType('Auto top-up failed', ['email', 'interface', 'telegram']),
  /** To the deciders of a new request (issue 24): push carries Approve / Decline, Telegram an inline keyboard. */
  request_created: notificationType('Request to approve', ['interface', 'telegram']),
  /** To the requester once their request is approved, declined or expired. */
  request_decided: notificationType('Request decided', ['interface', 'telegram']),
  card_issued: notificationType('Card issued', ['interface']),
  card_declined: notificationType('Card declined', ['interface', 'telegram']),
  decline_rate_warning: notificationType('Decline rate warning', ['email', 'interface', 'telegram'], {
    default: '20',
    unit: 'percent',
  }),
  new_sign_in: notificationType('New sign-in', ['email', 'interface']),
  news_published: notificationType('News published', ['interface']),
  registration_decision: notificationType('Registration decision', ['email', 'interface']),
} satisfies Record<string, NotificationTypeInfo>;

export type NotificationType = keyof typeof NOTIFICATION_TYPE;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE) as NotificationType[];

/** A notification sent by staff (`POST notification/send`): always in-app, not a setting of its own. */
export const STAFF_MESSAGE_TYPE = 'message';

/** Spec 4: new (1) becomes Viewed (3) when opened. */
export const NOTIFICATION_STATUS = { new: 1, viewed: 3 } as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUS)[keyof typeof NOTIFICATION_STATUS];
export const NOTIFICATION_STATUS_LABEL: Record<NotificationStatus, string> = { 1: 'New', 3: 'Viewed' };

/** Spec 9: page size 15, load the next page within 50 px of the bottom, poll every 30 seconds. */
export const NOTIFICATION_PAGE_SIZE = 15;
export const NOTIFICATION_SCROLL_TRIGGER_PX = 50;
export const POLL_INTERVAL_MS = 30_000;

/** The largest percent threshold (a decline rate). */
export const PERCENT_THRESHOLD_MAX = 100;

/** How many of the newest unread notifications `GET notification/actual` returns with the count. */
export const ACTUAL_NOTIFICATION_COUNT = 5;

/** Admin notifications are grouped by the admin route they concern (spec 2.4 "after navigation"). */
export const ADMIN_NOTIFICATION_ROUTE = {
  registrations: 'admin/registration-confirmation',
  transferFunds: 'admin/transfer-funds',
} as const;
