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

export const NOTIFICATION_TYPE = {
  top_up_credited: {
    name: 'Top-up credited',
    channels: { email: true, interface: true, telegram: false },
    threshold: null,
  },
  withdrawal_processed: {
    name: 'Withdrawal processed',
    channels: { email: true, interface: true, telegram: false },
    threshold: null,
  },
  transfer_done: {
    name: 'Transfer done',
    channels: { email: false, interface: true, telegram: false },
    threshold: null,
  },
  low_balance: {
    name: 'Low balance',
    channels: { email: true, interface: true, telegram: true },
    threshold: { default: '100.00', unit: 'money' },
  },
  auto_top_up_failed: {
    name: 'Auto top-up failed',
    channels: { email: true, interface: true, telegram: true },
    threshold: null,
  },
  /** To the deciders of a new request (issue 24): push carries Approve / Decline, Telegram an inline keyboard. */
  request_created: {
    name: 'Request to approve',
    channels: { email: false, interface: true, telegram: true },
    threshold: null,
  },
  /** To the requester once their request is approved, declined or expired. */
  request_decided: {
    name: 'Request decided',
    channels: { email: false, interface: true, telegram: true },
    threshold: null,
  },
  card_issued: {
    name: 'Card issued',
    channels: { email: false, interface: true, telegram: false },
    threshold: null,
  },
  card_declined: {
    name: 'Card declined',
    channels: { email: false, interface: true, telegram: true },
    threshold: null,
  },
  decline_rate_warning: {
    name: 'Decline rate warning',
    channels: { email: true, interface: true, telegram: true },
    threshold: { default: '20', unit: 'percent' },
  },
  new_sign_in: {
    name: 'New sign-in',
    channels: { email: true, interface: true, telegram: false },
    threshold: null,
  },
  news_published: {
    name: 'News published',
    channels: { email: false, interface: true, telegram: false },
    threshold: null,
  },
  registration_decision: {
    name: 'Registration decision',
    channels: { email: true, interface: true, telegram: false },
    threshold: null,
  },
} as const satisfies Record<string, NotificationTypeInfo>;

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
