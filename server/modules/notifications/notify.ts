import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TYPE,
  STAFF_MESSAGE_TYPE,
  type NotificationChannels,
  type NotificationType,
} from '../../../src/contracts/notification-types';
import type { Db } from '../../db/client';
import { jobs, notifications, notificationSettings, pushSubscriptions, users } from '../../db/schema/index';
import { enqueueMany, type NewJob } from '../../jobs/queue';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { DELIVERY_JOB } from './delivery-kinds';

export interface NotifyEvent {
  type: NotificationType | typeof STAFF_MESSAGE_TYPE;
  /** These users (only the active ones get anything). */
  userIds?: number[];
  /** Every active user of the company who may see its money: the owner, and users with see_balance and canSeeBalance. */
  companyId?: number;
  title: string;
  /** HTML; kept to the server's allowlist before it is stored. */
  description: string;
  /** The app path a click opens. */
  link?: string;
  /** For staff: the admin route it concerns (GET notification/admin?routeName=). */
  routeName?: string;
  /** The same key again (a retried request, a replayed webhook) makes nothing new: no row, no delivery. */
  dedupeKey?: string;
  /** Only these channels, whatever the settings say (the caller already e-mailed, say). */
  channels?: (keyof NotificationChannels)[];
  /** Not stored; for the caller's own rules (thresholds are read by the caller). */
  data?: Record<string, unknown>;
}

export interface Recipient {
  userId: number;
  channels: NotificationChannels;
  threshold: string | null;
  /** Where a web push of this user's in-app notification goes. */
  pushSubscriptionIds: number[];
}

/**
 * Makes the in-app notifications of one event and enqueues its deliveries (e-mail, Telegram, web push)
 * in the caller's transaction: they exist exactly when the event commits. Staff messages are always
 * in-app. Web push carries the in-app notification to an open or closed app, so it goes out for every
 * in-app row whose user has subscribed a browser.
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<void> {
  if (event.dedupeKey) {
    // One marker row per event key (a finished job, so no worker runs it): a second notify with the
    // same key finds it and stops, inside the same transaction as the event.
    const [marker] = await tx
      .insert(jobs)
      .values({ kind: 'notify.event', payload: { type: event.type }, dedupeKey: `event:${event.dedupeKey}`, status: 'done', doneAt: sql`now()` })
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning({ id: jobs.id });
    if (!marker) return;
  }
  const mask = event.channels;
  const recipients = (await recipientsOf(tx, event)).map((r) =>
    mask
      ? { ...r, channels: { email: r.channels.email && mask.includes('email'), interface: r.channels.interface && mask.includes('interface'), telegram: r.channels.telegram && mask.includes('telegram') } }
      : r,
  );
  if (recipients.length === 0) return;

  const description = sanitizeHtml(event.description);
  const inApp = recipients.filter((r) => r.channels.interface);
  const rows = inApp.length
    ? await tx
        .insert(notifications)
        .values(
          inApp.map((r) => ({
            userId: r.userId,
            type: event.type,
            title: event.title,
            description,
            link: event.link ?? null,
            routeName: event.routeName ?? null,
          })),
        )
        .returning({ id: notifications.id, userId: notifications.userId })
    : [];

  const key = event.dedupeKey ?? `n${rows[0]?.id ?? ''}:${randomUUID()}`;
  const deliveries: NewJob[] = [];
  const content = { type: event.type, title: event.title, description, link: event.link ?? null };
  for (const r of recipients) {
    if (r.channels.email) deliveries.push({ kind: DELIVERY_JOB.email, payload: { userId: r.userId, ...content }, dedupeKey: `${key}:email:${r.userId}` });
    if (r.channels.telegram) deliveries.push({ kind: DELIVERY_JOB.telegram, payload: { userId: r.userId, ...content }, dedupeKey: `${key}:telegram:${r.userId}` });
  }
  const subscriptionsOf = new Map(recipients.map((r) => [r.userId, r.pushSubscriptionIds]));
  for (const row of rows) {
    for (const subscriptionId of subscriptionsOf.get(row.userId) ?? []) {
      deliveries.push({ kind: DELIVERY_JOB.push, payload: { notificationId: row.id, subscriptionId }, dedupeKey: `push:${row.id}:${subscriptionId}` });
    }
  }
  await enqueueMany(tx, deliveries);
}

/**
 * The active users an event reaches, with their channels and threshold for its type and their browsers'
 * push subscriptions: one statement, as it runs inside money-moving transactions while their accounts
 * are locked.
 */
export async function recipientsOf(tx: Db, event: Pick<NotifyEvent, 'type' | 'userIds' | 'companyId'>): Promise<Recipient[]> {
  const ids = event.userIds ?? [];
  const members =
    event.companyId === undefined
      ? undefined
      : and(eq(users.companyId, event.companyId), sql`(${users.role} = 2 or (${users.canSeeBalance} and 'see_balance' = any(${users.permissions})))`);
  if (ids.length === 0 && !members) return [];
  const type = event.type === STAFF_MESSAGE_TYPE ? null : event.type;
  const rows = await tx
    .select({
      userId: users.id,
      setting: notificationSettings,
      pushSubscriptionIds: sql<number[]>`array(select ${pushSubscriptions.id} from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id} order by ${pushSubscriptions.id})`,
    })
    .from(users)
    .leftJoin(notificationSettings, type ? and(eq(notificationSettings.userId, users.id), eq(notificationSettings.type, type)) : sql`false`)
    .where(and(eq(users.status, 2), or(ids.length ? inArray(users.id, ids) : undefined, members)))
    .orderBy(users.id);
  return rows.map(({ userId, setting, pushSubscriptionIds }) => ({
    userId,
    // Staff messages are in-app only, whatever the settings say.
    ...(type ? channelsOf(type, setting) : { channels: { email: false, interface: true, telegram: false }, threshold: null }),
    pushSubscriptionIds: pushSubscriptionIds.map(Number),
  }));
}

/** Each user's channels and threshold for one type: their row, or the type's defaults. */
export async function settingsOf(tx: Db, userIds: number[], type: NotificationType): Promise<Map<number, UserChannels>> {
  const rows = userIds.length
    ? await tx
        .select()
        .from(notificationSettings)
        .where(and(inArray(notificationSettings.userId, userIds), eq(notificationSettings.type, type)))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, channelsOf(type, byUser.get(id) ?? null)]));
}

type UserChannels = Pick<Recipient, 'channels' | 'threshold'>;

function channelsOf(type: NotificationType, row: typeof notificationSettings.$inferSelect | null): UserChannels {
  const info = NOTIFICATION_TYPE[type];
  const fallback = info.threshold?.default ?? null;
  return row
    ? { channels: { email: row.email, interface: row.interface, telegram: row.telegram }, threshold: info.threshold ? (row.threshold ?? fallback) : null }
    : { channels: { ...info.channels }, threshold: fallback };
}
