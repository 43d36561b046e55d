import type { BrowserContext, Page } from '@playwright/test';

/** The key under which the app persists its query cache (src/lib/query-client.ts). */
export const PERSIST_KEY = 'cardportal-query-cache';

/**
 * The persisted query cache as idb-keyval stores it (database keyval-store, store keyval), as its JSON text, or ''
 * when nothing is stored yet.
 */
export async function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const get = db.transaction('keyval').objectStore('keyval').get(key);
          get.onsuccess = () => resolve((get.result as string | undefined) ?? '');
          get.onerror = () => reject(get.error);
        };
      }),
    PERSIST_KEY,
  );
}

/**
 * Offline for the page and for the service worker's own fetches: `setOffline` cuts the page, and the route
 * aborts what the worker asks the network for (setOffline may not cover a worker).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/** Back online: the page and the worker reach the network again. */
export async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}
