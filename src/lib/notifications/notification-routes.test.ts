import { describe, expect, it } from 'vitest';
import { notificationEndpoints } from '@/src/contracts/notifications';
import { notificationRoutes } from './notification-routes';

const CONTRACT_OF = {
  list: notificationEndpoints.listNotifications,
  actual: notificationEndpoints.actualNotifications,
  markRead: notificationEndpoints.markNotificationsRead,
  markAllRead: notificationEndpoints.markAllNotificationsRead,
  admin: notificationEndpoints.adminNotifications,
  pushPublicKey: notificationEndpoints.pushPublicKey,
  pushSubscribe: notificationEndpoints.pushSubscribe,
  pushUnsubscribe: notificationEndpoints.pushUnsubscribe,
} as const;

describe('notificationRoutes', () => {
  it.each(Object.keys(CONTRACT_OF) as Array<keyof typeof CONTRACT_OF>)('%s matches its contract', (name) => {
    expect(notificationRoutes[name]).toEqual({ method: CONTRACT_OF[name].method, path: CONTRACT_OF[name].path });
  });
});
