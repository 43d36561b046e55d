/// <reference lib="webworker" />
import { parsePushPayload, PUSH_RECEIVED_MESSAGE } from './push-payload';
import { decisionActions } from './request-decision';

declare let self: ServiceWorkerGlobalScope;

/**
 * `push`: every push is shown (Chrome shows a generic notice of its own for a push that shows nothing), and
 * every open window of the app is told, so its bell reads the new notification without waiting for a poll.
 * A request's push (issue 24) carries Approve and Decline where the platform shows actions.
 *
 * Windows are told once showNotification has settled, not alongside it: a window that reacts by calling
 * `registration.getNotifications()` while the notification is still being stored can make Chromium lose it
 * (bench:push lost about one push in twenty that way), and the bell's refetch loses nothing by waiting those
 * few milliseconds. A failed show still tells the windows, and still fails the push event.
 */
export function registerPush() {
  self.addEventListener('push', (event) => {
    const payload = parsePushPayload(readText(event.data));
    const actions = decisionActions(payload.decision);
    const shown = self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: payload.decision ? { url: payload.url, decision: payload.decision } : { url: payload.url },
      ...(actions.length > 0 ? { actions, requireInteraction: true } : {}),
    } as NotificationOptions);
    event.waitUntil(shown.finally(() => tellWindows(payload.tag)));
  });
}

export async function tellWindows(tag: string | undefined) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  windows.forEach((client) => client.postMessage({ type: PUSH_RECEIVED_MESSAGE, tag }));
}

function readText(data: PushMessageData | null): string | null {
  if (!data) return null;
  try {
    return data.text();
  } catch {
    return null;
  }
}
