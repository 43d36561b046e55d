import { expect, type BrowserContext, type Page } from '@playwright/test';
import { PUSH_RECEIVED_MESSAGE } from '@/src/sw/push-payload';

/** A notification the service worker is showing, as `registration.getNotifications()` reports it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

/** Waits until a service worker is active and controls the page (clientsClaim covers the first visit). */
export async function waitForController(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Delivers pushes to the page's real service worker through CDP (`ServiceWorker.deliverPushMessage`), as the
 * browser's push service would: the worker's `push` handler runs with `data` as the message text. `deliver`
 * returns once the worker has told the page, which it does after showNotification settled: asking
 * `getNotifications()` while a notification is still being stored can make Chromium lose it (src/sw/push.ts).
 */
export async function pushDelivery(context: BrowserContext, page: Page, origin: string) {
  await page.evaluate((type) => {
    const counter = window as unknown as { pushesTold?: number };
    counter.pushesTold = 0;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === type) counter.pushesTold! += 1;
    });
  }, PUSH_RECEIVED_MESSAGE);
  const told = () => page.evaluate(() => (window as unknown as { pushesTold: number }).pushesTold);
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) {
      if (r.isDeleted) registrations.delete(r.scopeURL);
      else registrations.set(r.scopeURL, r.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`), { message: 'service worker registration' }).toBeTruthy();
  return {
    deliver: async (data: string) => {
      const before = await told();
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations.get(`${origin}/`)!,
        data,
      });
      await expect.poll(told, { message: 'the worker told the page of the push' }).toBeGreaterThan(before);
    },
    close: () => cdp.detach(),
  };
}

export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as { url?: string } | null }));
  });
}

/**
 * `pushManager.subscribe` needs the browser vendor's push service, which the test machine cannot reach: this
 * replaces it, in the page, with a subscription whose keys were made in Node and whose endpoint is the local
 * fake push service (PWA-NOTES.md). It survives reloads through localStorage, as a real one would.
 */
export async function useFakeSubscription(
  context: BrowserContext,
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } },
) {
  await context.addInitScript((sub) => {
    const KEY = 'e2e:push-subscribed';
    const make = () =>
      ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => sub,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (!options?.applicationServerKey)
        throw new DOMException('applicationServerKey is required', 'InvalidAccessError');
      localStorage.setItem(KEY, '1');
      return make();
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(KEY) ? make() : null;
    };
  }, subscription);
}
