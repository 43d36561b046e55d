import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_TYPE,
  STAFF_MESSAGE_TYPE,
  type NotificationChannels,
  type NotificationType,
} from '@/src/contracts/notification-types';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { arrayLiteral } from '@/server/ledger/sql-arrays';
import { jobs, notifications, notificationSettings, pushSubscriptions, users } from '@/server/db/schema/index';
import { enqueueMany, type NewJob } from '@/server/jobs/queue';
import { sanitizeHtml } from '@/server/lib/sanitize-html';
import { DELIVERY_JOB } from './delivery-kinds';

export interface NotifyEvent {
  type: NotificationType | typeof STAFF_MESSAGE_TYPE;
  /** These users (only the active ones get anything). */
  userIds?: number[];
  /**
   * Every active user of the company who may see its money: the owner, and users with see_balance and canSeeBalance.
   */
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
  /**
   * Delivered by these job kinds instead of the plain ones, with `payload` added to each job's: a request's
   * push carries Approve / Decline and its Telegram message an inline keyboard (issue 24).
   */
  deliveredBy?: { push?: string; telegram?: string; payload: Record<string, unknown> };
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
  await notifyMany(tx, [event]);
}

/**
 * Several events at once, each exactly as `notify` makes it, in a fixed number of statements whatever
 * their number (dedupe markers, recipients, notification rows, deliveries): what a batch of transfers
 * pays. An event may bring its `recipients` when the caller already read them (a low-balance watcher).
 */
export async function notifyMany(tx: Db, events: (NotifyEvent & { recipients?: Recipient[] })[]): Promise<void> {
  const fresh = await firstOfTheirKeys(tx, events);
  const unknown = fresh.filter((e) => !e.recipients);
  const read = await recipientsOfMany(tx, unknown);
  const recipientsOf = new Map(unknown.map((e, i) => [e, read[i]!]));
  const planned = fresh
    .map((event) => {
      const mask = event.channels;
      const recipients = (event.recipients ?? recipientsOf.get(event)!).map((r) =>
        mask
          ? {
              ...r,
              channels: {
                email: r.channels.email && mask.includes('email'),
                interface: r.channels.interface && mask.includes('interface'),
                telegram: r.channels.telegram && mask.includes('telegram'),
              },
            }
          : r,
      );
      return { event, recipients, description: sanitizeHtml(event.description) };
    })
    .filter((p) => p.recipients.length > 0);
  if (planned.length === 0) return;

  const inAppRows = planned.flatMap(({ event, recipients, description }) =>
    recipients
      .filter((r) => r.channels.interface)
      .map((r) => ({
        userId: r.userId,
        type: event.type,
        title: event.title,
        description,
        link: event.link ?? null,
        routeName: event.routeName ?? null,
      })),
  );
  // RETURNING gives the rows in the order of the VALUES list: each event takes its own slice back.
  const rows = inAppRows.length
    ? await tx.insert(notifications).values(inAppRows).returning({ id: notifications.id, userId: notifications.userId })
    : [];

  const deliveries: NewJob[] = [];
  let taken = 0;
  for (const { event, recipients, description } of planned) {
    const own = rows.slice(taken, (taken += recipients.filter((r) => r.channels.interface).length));
    const key = event.dedupeKey ?? `n${own[0]?.id ?? ''}:${randomUUID()}`;
    const content = { type: event.type, title: event.title, description, link: event.link ?? null };
    for (const r of recipients) {
      if (r.channels.email)
        deliveries.push({
          kind: DELIVERY_JOB.email,
          payload: { userId: r.userId, ...content },
          dedupeKey: `${key}:email:${r.userId}`,
        });
      if (r.channels.telegram)
        deliveries.push({
          kind: event.deliveredBy?.telegram ?? DELIVERY_JOB.telegram,
          payload: { userId: r.userId, ...content, ...event.deliveredBy?.payload },
          dedupeKey: `${key}:telegram:${r.userId}`,
        });
    }
    const subscriptionsOf = new Map(recipients.map((r) => [r.userId, r.pushSubscriptionIds]));
    for (const row of own) {
      for (const subscriptionId of subscriptionsOf.get(row.userId) ?? []) {
        deliveries.push({
          kind: event.deliveredBy?.push ?? DELIVERY_JOB.push,
          payload: { notificationId: row.id, subscriptionId, ...event.deliveredBy?.payload },
          dedupeKey: `push:${row.id}:${subscriptionId}`,
        });
      }
    }
  }
  await enqueueMany(tx, deliveries);
}

/**
 * The events to make: those without a dedupe key, and those whose key is new. One marker row per event
 * key (a finished job, so no worker runs it), in one statement for all: a second event with the same key,
 * in this call or a later one, finds it and makes nothing, inside the same transaction as the event.
 */
async function firstOfTheirKeys<E extends NotifyEvent>(tx: Db, events: E[]): Promise<E[]> {
  const keyed = events.filter((e) => e.dedupeKey);
  if (keyed.length === 0) return events;
  const markers = await tx
    .insert(jobs)
    .values(
      keyed.map((e) => ({
        kind: 'notify.event',
        payload: { type: e.type },
        dedupeKey: `event:${e.dedupeKey}`,
        status: 'done',
        doneAt: sql`now()`,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ dedupeKey: jobs.dedupeKey });
  const fresh = new Set(markers.map((m) => m.dedupeKey));
  return events.filter((e) => {
    if (!e.dedupeKey) return true;
    // The first event with a key takes its marker; the same key later in the list is a repeat.
    return fresh.delete(`event:${e.dedupeKey}`);
  });
}

type Audience = Pick<NotifyEvent, 'type' | 'userIds' | 'companyId'>;

/**
 * The active users an event reaches, with their channels and threshold for its type and their browsers'
 * push subscriptions: one statement, as it runs inside money-moving transactions while their accounts
 * are locked.
 */
export async function recipientsOf(tx: Db, event: Audience): Promise<Recipient[]> {
  return (await recipientsOfMany(tx, [event]))[0]!;
}

/** `recipientsOf` for several events in one statement: one list per event, in the events' order. */
export async function recipientsOfMany(tx: Db, events: Audience[]): Promise<Recipient[][]> {
  const { query, lists } = recipientsQuery(events);
  return lists(query ? rowsOf<RecipientRow>(await executePrepared(tx, query)) : []);
}

export interface RecipientRow {
  ord: number;
  user_id: number;
  email: boolean | null;
  interface: boolean | null;
  telegram: boolean | null;
  threshold: string | null;
  has_setting: boolean;
  push: number[] | string;
}

/**
 * The statement of `recipientsOfMany` (null when no event names anyone) and how its rows become the lists,
 * for a caller that reads them inside a statement of its own (a transfer's facts, transfer-facts.ts), one
 * round trip fewer: the rows may come back as JSON, the columns named as here.
 */
export function recipientsQuery(events: Audience[]): { query: SQL | null; lists(rows: RecipientRow[]): Recipient[][] } {
  const asked = events
    .map((event, ord) => ({ event, ord }))
    .filter(({ event }) => (event.userIds?.length ?? 0) > 0 || event.companyId !== undefined);
  const typeOf = (event: Audience) => (event.type === STAFF_MESSAGE_TYPE ? null : event.type);
  const audience = sql`unnest(${arrayLiteral(asked.map((a) => a.ord))}::int[],
    ${arrayLiteral(asked.map((a) => typeOf(a.event)))}::text[],
    ${arrayLiteral(asked.map((a) => a.event.companyId ?? null))}::int[],
      ${arrayLiteral(asked.map((a) => arrayLiteral(a.event.userIds ?? [])))}::text[])
    as e(ord, type, company_id, user_ids)`;
  const query =
    asked.length === 0
      ? null
      : sql`select e.ord, u.id as user_id, s.email, s.interface, s.telegram, s.threshold::text as threshold, s.user_id
        is not null
  as has_setting,
          array(select p.id from ${pushSubscriptions} p where p.user_id = u.id order by p.id) as push
        from ${audience}
        join ${users} u on u.status = 2 and (u.id = any(e.user_ids::int[])
          or (u.company_id = e.company_id and (u.role = 2 or (u.can_see_balance and 'see_balance' =
            any(u.permissions)))))
        left join ${notificationSettings} s on s.user_id = u.id and s.type = e.type
        order by e.ord, u.id`;
  const lists = (rows: RecipientRow[]) => {
    const found = events.map((): Recipient[] => []);
    for (const row of rows) {
      const type = typeOf(events[row.ord]!);
      const setting = row.has_setting
        ? { email: row.email!, interface: row.interface!, telegram: row.telegram!, threshold: row.threshold }
        : null;
      found[row.ord]!.push({
        userId: row.user_id,
        // Staff messages are in-app only, whatever the settings say.
        ...(type
          ? channelsOf(type, setting)
          : { channels: { email: false, interface: true, telegram: false }, threshold: null }),
        pushSubscriptionIds: parseIntArray(row.push),
      });
    }
    return found;
  };
  return { query, lists };
}

/** An int[] column as the drivers give it: an array (node-postgres), or its literal (`{1,2}`) where not parsed. */
function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.slice(1, -1);
  return inner ? inner.split(',').map(Number) : [];
}

/** Each user's channels and threshold for one type: their row, or the type's defaults. */
export async function settingsOf(
  tx: Db,
  userIds: number[],
  type: NotificationType,
): Promise<Map<number, UserChannels>> {
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

function channelsOf(
  type: NotificationType,
  row: Pick<typeof notificationSettings.$inferSelect, 'email' | 'interface' | 'telegram' | 'threshold'> | null,
): UserChannels {
  const info = NOTIFICATION_TYPE[type];
  const fallback = info.threshold?.default ?? null;
  return row
    ? {
        channels: { email: row.email, interface: row.interface, telegram: row.telegram },
        threshold: info.threshold ? (row.threshold ?? fallback) : null,
      }
    : { channels: { ...info.channels }, threshold: fallback };
}
