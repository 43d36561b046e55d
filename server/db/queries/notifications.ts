import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_STATUS } from '@/src/contracts/notification-types';
import type { Db } from '@/server/db/client';
import { fromExcluded } from '@/server/db/sql-fragments';
import { companies, notifications, notificationSettings, pushSubscriptions, users } from '@/server/db/schema/index';
import { paged, pageWithTotal } from '@/server/db/paging';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotificationsOf(
  db: Db,
  userId: number,
  filter: { statuses?: number[]; page: number; perPage: number },
) {
  const where = and(
    eq(notifications.userId, userId),
    filter.statuses?.length ? inArray(notifications.status, filter.statuses) : undefined,
  );
  return pageWithTotal(
    db,
    paged(db.select().from(notifications).where(where).orderBy(desc(notifications.id)), filter),
    notifications,
    where,
  );
}

/** The user's new notifications, about one admin route when `routeName` is given. */
const unreadOf = (userId: number, routeName?: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.status, NOTIFICATION_STATUS.new),
    routeName === undefined ? undefined : eq(notifications.routeName, routeName),
  );

export async function unreadCount(db: Db, userId: number, routeName?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId, routeName));
  return row?.n ?? 0;
}

export function newestUnread(db: Db, userId: number, limit: number, routeName?: string) {
  return db
    .select()
    .from(notifications)
    .where(unreadOf(userId, routeName))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** Marks the user's own new notifications viewed (ids of others' are ignored); all of them when ids is null. */
export async function markViewed(db: Db, userId: number, ids: number[] | null, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: NOTIFICATION_STATUS.viewed, viewedAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.status, NOTIFICATION_STATUS.new),
        ids === null ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export function settingsRowsOf(db: Db, userId: number) {
  return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
}

export async function upsertSettings(
  db: Db,
  userId: number,
  rows: { type: string; email: boolean; interface: boolean; telegram: boolean; threshold: string | null }[],
  at: Date,
) {
  if (rows.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(rows.map((r) => ({ ...r, userId, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.type],
      set: fromExcluded(notificationSettings, ['email', 'interface', 'telegram', 'threshold', 'updatedAt']),
    });
}

const CLIENT_ROLE_SQL = sql`${users.role} in (2, 3, 4)`;

/** Active client users (roles 2, 3, 4) of accepted, unblocked companies; narrowed to some companies or users. */
export async function activeClientUserIds(
  db: Db,
  scope: { companyIds?: number[]; userIds?: number[] },
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.status, 2),
        CLIENT_ROLE_SQL,
        eq(companies.status, 2),
        eq(companies.isBlocked, false),
        scope.companyIds ? inArray(users.companyId, scope.companyIds) : undefined,
        scope.userIds ? inArray(users.id, scope.userIds) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Active staff of these roles: who gets the admin notifications of a route. */
export async function activeStaffIds(db: Db, roles: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.status, 2)));
  return rows.map((r) => r.id);
}

export async function savePushSubscription(
  db: Db,
  sub: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
) {
  // The same browser endpoint again (a new user signing in on it, or fresh keys) replaces the old row.
  await db
    .insert(pushSubscriptions)
    .values(sub)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, userAgent: sub.userAgent, createdAt: sql`now()` },
    });
}

export async function deletePushSubscription(
  db: Db,
  where: { userId: number; endpoint: string } | { id: number },
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      'id' in where
        ? eq(pushSubscriptions.id, where.id)
        : and(eq(pushSubscriptions.userId, where.userId), eq(pushSubscriptions.endpoint, where.endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function getPushDelivery(db: Db, notificationId: number, subscriptionId: number) {
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  return { notification, subscription };
}

export async function markPushSuccess(db: Db, subscriptionId: number, at: Date) {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, subscriptionId));
}

export async function deliveryAddress(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      status: users.status,
      telegramChatId: users.telegramChatId,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
