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

interface MessagePayload {
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

const sendTelegram: JobHandler = async (deps, payload: MessagePayload) => {
  const address = await activeAddress(deps, payload.userId);
  if (!address) return;
  if (!address.telegramChatId) {
    deps.logger.info({ userId: payload.userId }, 'Telegram notification skipped: the user has not linked Telegram');
    return;
  }
  const text = [payload.title, htmlToText(payload.description), absolute(deps, payload.link)]
    .filter((p) => p !== '')
    .join('\n\n');
  try {
    await deps.telegram.sendMessage(address.telegramChatId, text);
  } catch (error) {
    // 400 (chat not found) and 403 (the user blocked the bot) will not change by retrying.
    if (error instanceof TelegramError && (error.code === 400 || error.code === 403))
      throw new PermanentJobError(error.message);
    throw error;
  }
};

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
}

const sendPush: JobHandler = async (deps, payload: { notificationId: number; subscriptionId: number }) => {
  const { notification, subscription } = await getPushDelivery(deps.db, payload.notificationId, payload.subscriptionId);
  if (!notification || !subscription) return; // unsubscribed (or deleted) since: nothing to send
  if (notification.status !== 1) return; // already read in the app: no need to pop it up
  const message: PushPayload = {
    title: notification.title,
    body: htmlToText(notification.description),
    url: notification.link ?? '/notifications',
    id: notification.id,
    tag: `n-${notification.id}`,
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
};

export const notificationDeliveryHandlers: Record<string, JobHandler> = {
  [DELIVERY_JOB.email]: sendEmail,
  [DELIVERY_JOB.telegram]: sendTelegram,
  [DELIVERY_JOB.push]: sendPush,
};
