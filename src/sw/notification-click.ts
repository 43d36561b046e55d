/// <reference lib="webworker" />
import type { PushDecision } from './push-payload';
import { sameOriginPath } from './push-payload';
import { tellWindows } from './push';
import { isDecisionAction, postDecision } from './request-decision';

declare let self: ServiceWorkerGlobalScope;

interface NotificationData {
  url?: string;
  decision?: PushDecision;
}

/**
 * `notificationclick`: close the notification, then either decide (a request's Approve or Decline: the worker
 * posts the push's action token) or bring the app forward on the notification's page — an open window of the
 * app is focused and navigated there; with none open, a new window opens on it. A decision the server did not
 * take opens the request page too, where the decider sees why and can act signed in.
 */
export function registerNotificationClick() {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = (event.notification.data ?? {}) as NotificationData;
    const target = new URL(sameOriginPath(data.url), self.location.origin).href;
    const work =
      data.decision && isDecisionAction(event.action)
        ? decide(data.decision, event.action, event.notification.tag, target)
        : openOrFocus(target);
    event.waitUntil(work);
  });
}

async function decide(decision: PushDecision, action: 'approve' | 'decline', tag: string, target: string) {
  if (await postDecision(decision, action)) await tellWindows(tag || undefined);
  else await openOrFocus(target);
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
