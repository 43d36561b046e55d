import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, messageResponse, paged, pageQuery } from './endpoint';
import { positiveId, requiredList, requiredText, shortText } from './fields';
import { validation } from './messages';
import { apiMessage } from './api-messages';
import { compareDecimal, decimal } from './validators';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_STATUS,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPES,
  PERCENT_THRESHOLD_MAX,
  type NotificationType,
} from './notification-types';

export * from './notification-types';

/** Notifications: the bell, pages, settings, sending, web-push subscriptions (spec 2.4, 3, 4, 7). */

const option = z.object({ value: z.number(), description: z.string() });

/** Spec 3 "Notification"; `date` is an ISO timestamp, `link` an app path a click opens (or null). */
export const notification = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML, sanitized by the server when written; the client sanitizes again before showing it. */
  description: z.string(),
  status: option,
  date: specDate,
  link: z.string().nullable(),
  /** A NOTIFICATION_TYPE key, or 'message' for one sent by staff. */
  type: z.string(),
});
export type Notification = z.infer<typeof notification>;

const statusValue = z.coerce
  .number({ error: validation.notValid })
  .int(validation.notValid)
  .refine((v) => v === NOTIFICATION_STATUS.new || v === NOTIFICATION_STATUS.viewed, validation.notValid);

/** `status` may come once (`status=1`) or as a list (`status[]=1&status[]=3`). */
const statusList = z
  .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(statusValue).max(2))
  .optional();

const listQuery = z.object({
  ...pageQuery,
  perPage: z.coerce.number().int().min(1).max(200).default(NOTIFICATION_PAGE_SIZE),
  status: statusList,
});
const idList = requiredList(positiveId, 500);

export const listNotifications = endpoint({
  method: 'get',
  path: '/notification/list',
  access: 'notification.self',
  summary: "The caller's notifications, newest first; `status` filters to new (1) and/or viewed (3)",
  query: listQuery,
  response: z.object({ userNotificationList: paged(notification) }),
});

export const actualNotifications = endpoint({
  method: 'get',
  path: '/notification/actual',
  access: 'notification.self',
  summary: 'The unread count and the newest few unread notifications (what the bell polls)',
  response: z.object({
    count: z.number(),
    records: z.array(notification),
    lastNotificationDate: specDate.nullable(),
  }),
});

/**
 * Spec 3 "Notification setting type". Thresholds are decimal strings (money in the account's currency, or a percent).
 */
export const notificationSettingType = z.object({
  id: z.string(),
  name: z.string(),
  channels: z.object({
    email: z.object({ enabled: z.boolean() }),
    interface: z.object({ enabled: z.boolean() }),
    telegram: z.object({ enabled: z.boolean() }),
  }),
  threshold: z.object({ default: z.string(), value: z.string(), unit: z.enum(['money', 'percent']) }).nullable(),
});
export type NotificationSettingType = z.infer<typeof notificationSettingType>;

export const availableNotificationTypes = endpoint({
  method: 'get',
  path: '/notification/available_type',
  access: 'notification.self',
  summary: "Every notification type with the caller's channels and threshold (defaults where never set)",
  response: z.object({ notificationTypeList: z.array(notificationSettingType) }),
});

const settingItem = z
  .object({
    id: z.enum(NOTIFICATION_TYPES as [NotificationType, ...NotificationType[]], { error: validation.notValid }),
    channels: z.object({
      email: z.object({ enabled: z.boolean({ error: validation.notValid }) }),
      interface: z.object({ enabled: z.boolean({ error: validation.notValid }) }),
      telegram: z.object({ enabled: z.boolean({ error: validation.notValid }) }),
    }),
    /** Ignored for types without a threshold; null or missing keeps the default. */
    threshold: decimal(2).nullable().optional(),
  })
  .superRefine((item, ctx) => {
    const info = NOTIFICATION_TYPE[item.id];
    if (item.threshold == null || info.threshold === null) return;
    if (!/^[+-]?\d+(\.\d+)?$/.test(item.threshold)) return;
    if (compareDecimal(item.threshold, 0) < 0) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: validation.minValue(0) });
    } else if (info.threshold.unit === 'percent' && compareDecimal(item.threshold, PERCENT_THRESHOLD_MAX) > 0) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: validation.maxValue(PERCENT_THRESHOLD_MAX) });
    } else if (compareDecimal(item.threshold, '1000000000') > 0) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: validation.maxValue('1000000000') });
    }
  });

export const notificationSettingsBody = z.object({
  settings: requiredList(settingItem, NOTIFICATION_TYPES.length).refine(
    (list) => new Set(list.map((s) => s.id)).size === list.length,
    apiMessage.notificationSettingDuplicate,
  ),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;

export const saveNotificationSettings = endpoint({
  method: 'put',
  path: '/notification/setting',
  access: 'notification.self',
  summary: "Change the caller's channels and thresholds per type; types not named keep their setting",
  body: notificationSettingsBody,
  response: messageResponse,
});

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 20_000;

export const sendNotificationBody = z
  .object({
    /** 'all' clients (roles 2, 3, 4 of active companies), chosen 'companies', or chosen 'users'. */
    to: z.enum(['all', 'companies', 'users'], { error: validation.notValid }),
    companyIds: idList.optional(),
    userIds: idList.optional(),
    title: requiredText().max(NOTIFICATION_TITLE_MAX, validation.maxLength(NOTIFICATION_TITLE_MAX)),
    /** HTML; the server keeps only its allowlist (no scripts, handlers or javascript: links). */
    description: requiredText().max(NOTIFICATION_DESCRIPTION_MAX, validation.maxLength(NOTIFICATION_DESCRIPTION_MAX)),
  })
  .superRefine((v, ctx) => {
    if (v.to === 'companies' && !v.companyIds?.length)
      ctx.addIssue({ code: 'custom', path: ['companyIds'], message: validation.required });
    if (v.to === 'users' && !v.userIds?.length)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: validation.required });
  });
export type SendNotificationBody = z.input<typeof sendNotificationBody>;

export const sendNotification = endpoint({
  method: 'post',
  path: '/notification/send',
  access: 'notification.send',
  summary: 'Send an in-app notification (sanitized HTML) to all clients, chosen companies or chosen users',
  body: sendNotificationBody,
  response: messageResponse,
});

export const markNotificationsRead = endpoint({
  method: 'patch',
  path: '/notification/mark_read',
  access: 'notification.self',
  summary: "Mark the caller's notifications viewed (3); ids of others are ignored",
  body: z.object({ ids: idList }),
  response: z.object({ updated: z.number(), count: z.number() }),
});

export const markAllNotificationsRead = endpoint({
  method: 'patch',
  path: '/notification/mark_all_read',
  access: 'notification.self',
  summary: 'Mark every new notification of the caller viewed',
  response: z.object({ updated: z.number(), count: z.number() }),
});

export const adminNotifications = endpoint({
  method: 'get',
  path: '/notification/admin',
  access: 'admin.notifications',
  summary: "The staff member's unread notifications about one admin route (loaded after navigation, roles 1, 5, 6)",
  query: z.object({ routeName: shortText(100).optional() }),
  response: z.object({ count: z.number(), records: z.array(notification) }),
});

export const pushPublicKey = endpoint({
  method: 'get',
  path: '/notification/push/public-key',
  access: 'notification.self',
  summary: "The server's VAPID public key (base64url) for PushManager.subscribe",
  response: z.object({ publicKey: z.string() }),
});

const base64url = (min: number, max: number) =>
  requiredText()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, validation.notValid)
    .min(min, validation.minLength(min))
    .max(max, validation.maxLength(max));

const pushEndpointUrl = requiredText()
  .max(2000, validation.maxLength(2000))
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, validation.url);

/** What `PushSubscription.toJSON()` gives: the endpoint and its keys (p256dh is 65 bytes, auth 16). */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpointUrl,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url(86, 88),
      auth: base64url(22, 24),
    },
    { error: validation.required },
  ),
});
export const pushSubscribe = endpoint({
  method: 'post',
  path: '/notification/push/subscribe',
  access: 'notification.self',
  summary: "Keep this browser's push subscription for the caller (the same endpoint again replaces it)",
  body: pushSubscriptionBody,
  response: messageResponse,
});

export const pushUnsubscribe = endpoint({
  method: 'post',
  path: '/notification/push/unsubscribe',
  access: 'notification.self',
  summary: "Forget this browser's push subscription",
  body: z.object({ endpoint: pushEndpointUrl }),
  response: messageResponse,
});

export const notificationEndpoints = {
  listNotifications,
  actualNotifications,
  availableNotificationTypes,
  saveNotificationSettings,
  sendNotification,
  markNotificationsRead,
  markAllNotificationsRead,
  adminNotifications,
  pushPublicKey,
  pushSubscribe,
  pushUnsubscribe,
};
