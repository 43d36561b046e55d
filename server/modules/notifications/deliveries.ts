import { PRODUCT_NAME } from '@/src/contracts/messages';
import {
  deletePushSubscription,
  deliveryAddress,
  getPushDelivery,
  markPushSuccess,
} from '@/server/db/queries/notifications';
import { PermanentJobError, RetryJobError } from '@/server/jobs/job-errors';
import type { JobHandler } from '@/server/jobs/worker';
import type { Deps } from '@/server/lib/deps';
import { appLink } from '@/server/lib/links';
import { htmlToText } from '@/server/lib/sanitize-html';
import { composeMail } from '@/server/providers/mail/layout';
import { PushError } from '@/server/providers/push/push-sender';
import { TelegramError } from '@/server/providers/telegram/telegram-bot';
import { DELIVERY_JOB } from './delivery-kinds';

export interface MessagePayload {
  userId: number;
  type: string;
  title: string;
  /** Sanitized HTML. */
  description: string;
  link: string | null;
}

/** How long a push service keeps a message for a browser that is offline: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const absolute = (deps: Deps, link: string | null) =>
  link ? appLink(deps.config, link) : appLink(deps.config, 'notifications');

/** The user may have been closed or paused since the event: then nothing goes out. */
async function activeAddress(deps: Deps, userId: number) {
  const address = await deliveryAddress(deps.db, userId);
  if (!address || address.status !== 2) {
    deps.logger.info({ userId }, 'notification not delivered: the user is not active');
    return null;
  }
  return address;
}

const sendEmail: JobHandler = async (deps, payload: MessagePayload) => {
  const address = await activeAddress(deps, payload.userId);
  if (!address) return;
  const text = htmlToText(payload.description);
  await deps.mailer.send(
    composeMail({
      to: address.email,
      subject: `${PRODUCT_NAME}: ${payload.title}`,
      greeting: address.firstName ? `Hello ${address.firstName},` : 'Hello,',
      paragraphs: [payload.title, text].filter((p) => p !== ''),
      action: { label: 'Open in the portal', url: absolute(deps, payload.link) },
      footnote:
        'You get this e-mail because of your notification settings. You can change them in the profile settings.',
    }),
  );
};

/** A notification as a Telegram text: title, text and the portal link. */
export const telegramText = (deps: Deps, payload: MessagePayload) =>
  [payload.title, htmlToText(payload.description), absolute(deps, payload.link)].filter((p) => p !== '').join('\n\n');

/**
 * Sends to the user's linked chat with `send`, when they are active and linked; Telegram's refusals that
 * retrying will not change (400 chat not found, 403 the user blocked the bot) end the job.
 */
export async function deliverTelegram(deps: Deps, userId: number, send: (chatId: string) => Promise<unknown>) {
  const address = await activeAddress(deps, userId);
  if (!address) return;
  if (!address.telegramChatId) {
    deps.logger.info({ userId }, 'Telegram notification skipped: the user has not linked Telegram');
    return;
  }
  try {
    await send(address.telegramChatId);
  } catch (error) {
    if (error instanceof TelegramError && (error.code === 400 || error.code === 403))
      throw new PermanentJobError(error.message);
    throw error;
  }
}

const sendTelegram: JobHandler = (deps, payload: MessagePayload) =>
  deliverTelegram(deps, payload.userId, (chatId) => deps.telegram.sendMessage(chatId, telegramText(deps, payload)));

/** What the service worker receives (src/sw reads the same fields). */
export interface PushPayload {
  title: string;
  /** Plain text. */
  body: string;
  /** The app path to open on a click. */
  url: string;
  id: number;
  /** Replaces an earlier notification with the same tag in the system tray. */
  tag: string;
  /**
   * A request to decide (issue 24): the worker shows Approve / Decline and posts the choice with
   * `actionToken` to POST /api/request/push-action; where it fails or buttons are unsupported, `url` opens.
   */
  request?: { id: number; actionToken: string; actions: { action: 'approve' | 'decline'; title: string }[] };
}

type PushNotification = NonNullable<Awaited<ReturnType<typeof getPushDelivery>>['notification']>;

/**
 * Sends one in-app notification to one browser; `extend` may add to the message (or answer null to send
 * nothing: the request was decided meanwhile). Gone subscriptions are removed, retryable failures retried.
 */
export async function deliverPush(
  deps: Deps,
  payload: { notificationId: number; subscriptionId: number },
  extend?: (notification: PushNotification, subscriptionId: number) => Promise<Partial<PushPayload> | null>,
) {
  const { notification, subscription } = await getPushDelivery(deps.db, payload.notificationId, payload.subscriptionId);
  if (!notification || !subscription) return; // unsubscribed (or deleted) since: nothing to send
  if (notification.status !== 1) return; // already read in the app: no need to pop it up
  const extra = extend ? await extend(notification, subscription.id) : {};
  if (extra === null) return;
  const message: PushPayload = {
    title: notification.title,
    body: htmlToText(notification.description),
    url: notification.link ?? '/notifications',
    id: notification.id,
    tag: `n-${notification.id}`,
    ...extra,
  };
  try {
    await deps.push.send(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      { ttlSeconds: PUSH_TTL_SECONDS, topic: message.tag, urgency: 'normal' },
    );
  } catch (error) {
    if (!(error instanceof PushError)) throw error;
    if (error.gone) {
      await deletePushSubscription(deps.db, { id: subscription.id });
      deps.logger.info(
        { subscriptionId: subscription.id, status: error.statusCode },
        'push subscription removed: the push service says it is gone',
      );
      return;
    }
    if (error.retryable) throw new RetryJobError(error.message, error.retryAfterMs);
    throw new PermanentJobError(error.message);
  }
  await markPushSuccess(deps.db, subscription.id, deps.now());
}

const sendPush: JobHandler = (deps, payload: { notificationId: number; subscriptionId: number }) =>
  deliverPush(deps, payload);

export const notificationDeliveryHandlers: Record<string, JobHandler> = {
  [DELIVERY_JOB.email]: sendEmail,
  [DELIVERY_JOB.telegram]: sendTelegram,
  [DELIVERY_JOB.push]: sendPush,
};
