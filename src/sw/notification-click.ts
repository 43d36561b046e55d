/// <reference lib="webworker" />
import { sameOriginPath } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

/**
 * `notificationclick`: close the notification, then bring the app forward on the notification's page — an open
 * window of the app is focused and navigated there; with none open, a new window opens on it.
 */
export function registerNotificationClick() {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = sameOriginPath((event.notification.data as { url?: string } | null)?.url);
    const target = new URL(path, self.location.origin).href;
    event.waitUntil(openOrFocus(target));
  });
}

async function openOrFocus(target: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  // The window already on that page first, then the one in front, then any.
  const chosen = ours.find((c) => c.url === target) ?? ours.find((c) => c.focused) ?? ours[0];
  if (!chosen) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await chosen.focus();
  if (focused.url !== target) await focused.navigate(target).catch(() => self.clients.openWindow(target));
}
