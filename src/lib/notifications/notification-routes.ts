import type { RouteOf } from '@/src/contracts/endpoint';
import type {
  actualNotifications,
  adminNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  pushPublicKey,
  pushSubscribe,
  pushUnsubscribe,
} from '@/src/contracts/notifications';

/*
 * Schema-free routes of the notification endpoints the app shell uses (the bell, its count, web push): the
 * shell must not load zod (decision 006). `RouteOf` keeps each call typed by its contract;
 * notification-routes.test.ts holds them equal to it.
 */
const list: RouteOf<typeof listNotifications> = { method: 'get', path: '/notification/list' };
const actual: RouteOf<typeof actualNotifications> = { method: 'get', path: '/notification/actual' };
const markRead: RouteOf<typeof markNotificationsRead> = { method: 'patch', path: '/notification/mark_read' };
const markAllRead: RouteOf<typeof markAllNotificationsRead> = { method: 'patch', path: '/notification/mark_all_read' };
const admin: RouteOf<typeof adminNotifications> = { method: 'get', path: '/notification/admin' };
const publicKey: RouteOf<typeof pushPublicKey> = { method: 'get', path: '/notification/push/public-key' };
const subscribe: RouteOf<typeof pushSubscribe> = { method: 'post', path: '/notification/push/subscribe' };
const unsubscribe: RouteOf<typeof pushUnsubscribe> = { method: 'post', path: '/notification/push/unsubscribe' };

export const notificationRoutes = {
  list,
  actual,
  markRead,
  markAllRead,
  admin,
  pushPublicKey: publicKey,
  pushSubscribe: subscribe,
  pushUnsubscribe: unsubscribe,
};
