/// <reference lib="webworker" />
import { parsePushPayload, PUSH_RECEIVED_MESSAGE } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

/**
 * `push`: every push is shown (Chrome shows a generic notice of its own for a push that shows nothing), and
 * every open window of the app is told at once, so its bell reads the new notification without waiting for
 * a poll.
 */
export function registerPush() {
  self.addEventListener('push', (event) => {
    const payload = parsePushPayload(readText(event.data));
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(payload.title, {
          body: payload.body,
          tag: payload.tag,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: payload.url },
        }),
        self.clients
          .matchAll({ type: 'window', includeUncontrolled: true })
          .then((windows) => windows.forEach((client) => client.postMessage({ type: PUSH_RECEIVED_MESSAGE, tag: payload.tag }))),
      ]),
    );
  });
}

function readText(data: PushMessageData | null): string | null {
  if (!data) return null;
  try {
    return data.text();
  } catch {
    return null;
  }
}
