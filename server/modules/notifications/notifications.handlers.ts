import { apiMessage } from '@/src/contracts/api-messages';
import {
  ACTUAL_NOTIFICATION_COUNT,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPES,
  STAFF_MESSAGE_TYPE,
  type notificationEndpoints,
} from '@/src/contracts/notifications';
import {
  activeClientUserIds,
  deletePushSubscription,
  listNotificationsOf,
  markViewed,
  newestUnread,
  savePushSubscription,
  settingsRowsOf,
  unreadCount,
  upsertSettings,
} from '@/server/db/queries/notifications';
import { invalidField } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { pushEndpointAllowed } from '@/server/providers/push/endpoint-hosts';
import { toNotification } from './notification-view';
import { notify } from './notify';
import { pageMeta } from '@/server/db/paging';
import { invalidateRiskList } from '@/server/db/queries/analytics-risk';
import { specDateOrNull } from '@/server/lib/spec-date';

/** The settings whose thresholds the analytics at-risk rules read (server/db/queries/analytics-risk.ts). */
const RISK_THRESHOLDS = new Set<string>(['low_balance', 'decline_rate_warning']);

/** Notifications: the bell, pages, settings, sending, web-push subscriptions. */
export const notificationsHandlers: Handlers<typeof notificationEndpoints> = {
  async listNotifications({ query, auth, c }) {
    const { rows, totalCount } = await listNotificationsOf(c.var.deps.db, auth.userId, {
      statuses: query.status,
      page: query.page,
      perPage: query.perPage,
    });
    return { userNotificationList: { meta: pageMeta(query, totalCount), records: rows.map(toNotification) } };
  },

  async actualNotifications({ auth, c }) {
    const { db } = c.var.deps;
    const [count, rows] = await Promise.all([
      unreadCount(db, auth.userId),
      newestUnread(db, auth.userId, ACTUAL_NOTIFICATION_COUNT),
    ]);
    return { count, records: rows.map(toNotification), lastNotificationDate: specDateOrNull(rows[0]?.createdAt) };
  },

  async availableNotificationTypes({ auth, c }) {
    const rows = new Map((await settingsRowsOf(c.var.deps.db, auth.userId)).map((r) => [r.type, r]));
    return {
      notificationTypeList: NOTIFICATION_TYPES.map((id) => {
        const info = NOTIFICATION_TYPE[id];
        const row = rows.get(id);
        const channels = row ? { email: row.email, interface: row.interface, telegram: row.telegram } : info.channels;
        return {
          id,
          name: info.name,
          channels: {
            email: { enabled: channels.email },
            interface: { enabled: channels.interface },
            telegram: { enabled: channels.telegram },
          },
          threshold: info.threshold
            ? {
                default: info.threshold.default,
                value: row?.threshold ?? info.threshold.default,
                unit: info.threshold.unit,
              }
            : null,
        };
      }),
    };
  },

  async saveNotificationSettings({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const existing = new Map((await settingsRowsOf(db, auth.userId)).map((r) => [r.type, r]));
    await upsertSettings(
      db,
      auth.userId,
      body.settings.map((s) => {
        const info = NOTIFICATION_TYPE[s.id];
        // A missing threshold keeps the stored one; null goes back to the default.
        const threshold =
          info.threshold === null
            ? null
            : s.threshold === undefined
              ? (existing.get(s.id)?.threshold ?? null)
              : s.threshold;
        return {
          type: s.id,
          email: s.channels.email.enabled,
          interface: s.channels.interface.enabled,
          telegram: s.channels.telegram.enabled,
          threshold,
        };
      }),
      now(),
    );
    // The owner's thresholds decide who is at risk: the analytics page's list of the period is stale.
    const decidesRisk = body.settings.some(
      (s) =>
        RISK_THRESHOLDS.has(s.id) &&
        s.threshold !== undefined &&
        s.threshold !== (existing.get(s.id)?.threshold ?? null),
    );
    if (decidesRisk) await invalidateRiskList(db);
    return { message: apiMessage.notificationSettingsSaved };
  },

  async sendNotification({ body, auth, c }) {
    const { db } = c.var.deps;
    const count = await db.transaction(async (tx) => {
      const userIds =
        body.to === 'all'
          ? await activeClientUserIds(tx, {})
          : body.to === 'companies'
            ? await activeClientUserIds(tx, { companyIds: body.companyIds })
            : await activeClientUserIds(tx, { userIds: body.userIds });
      if (userIds.length === 0) {
        const field = body.to === 'companies' ? 'companyIds' : body.to === 'users' ? 'userIds' : 'to';
        throw invalidField(field, apiMessage.notificationNoRecipients);
      }
      await notify(tx, {
        type: STAFF_MESSAGE_TYPE,
        userIds,
        title: body.title,
        description: body.description,
        link: '/notifications',
      });
      return userIds.length;
    });
    c.var.log.info({ senderId: auth.userId, to: body.to, recipients: count }, 'notification sent by staff');
    return { message: apiMessage.notificationSent(count) };
  },

  async markNotificationsRead({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const updated = await markViewed(db, auth.userId, body.ids, now());
    return { updated, count: await unreadCount(db, auth.userId) };
  },

  async markAllNotificationsRead({ auth, c }) {
    const { db, now } = c.var.deps;
    const updated = await markViewed(db, auth.userId, null, now());
    return { updated, count: await unreadCount(db, auth.userId) };
  },

  async adminNotifications({ query, auth, c }) {
    const { db } = c.var.deps;
    const routeName = query.routeName || undefined;
    const [count, rows] = await Promise.all([
      unreadCount(db, auth.userId, routeName),
      newestUnread(db, auth.userId, 50, routeName),
    ]);
    return { count, records: rows.map(toNotification) };
  },

  async pushPublicKey({ c }) {
    return { publicKey: c.var.deps.push.publicKey };
  },

  async pushSubscribe({ body, auth, c }) {
    if (!pushEndpointAllowed(c.var.deps.config, body.endpoint))
      throw invalidField('endpoint', apiMessage.pushEndpointRefused);
    await savePushSubscription(c.var.deps.db, {
      userId: auth.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    });
    return { message: apiMessage.pushSubscribed };
  },

  async pushUnsubscribe({ body, auth, c }) {
    await deletePushSubscription(c.var.deps.db, { userId: auth.userId, endpoint: body.endpoint });
    return { message: apiMessage.pushUnsubscribed };
  },
};
