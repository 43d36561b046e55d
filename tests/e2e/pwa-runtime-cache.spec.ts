import type { Page } from '@playwright/test';
import { ClientsPage } from './pages/clients-page';
import { goOffline, persistedCache } from './support/offline';
import { waitForController } from './support/push';
import { login } from './support/session';
import { expect, test } from './support/test';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The precache split (issue 20, item 3): a client's first visit precaches the shell and the client pages, not
 * the staff area. A staff page's files are fetched the first time it opens, kept by the worker's runtime cache
 * (src/sw/runtime-cache.ts), and the page then opens offline on its second visit.
 */

const RUNTIME_CACHE = 'cardportal-runtime-assets'; // src/sw/runtime-cache.ts

/** Pathnames held by the worker's caches: the precache (workbox's own names) and the runtime cache. */
async function cachedPaths(page: Page): Promise<{ precache: string[]; runtime: string[] }> {
  return page.evaluate(async (runtimeName) => {
    const paths = async (name: string) =>
      (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    const names = await caches.keys();
    const precache = (await Promise.all(names.filter((n) => n.includes('precache')).map(paths))).flat();
    const runtime = names.includes(runtimeName) ? await paths(runtimeName) : [];
    return { precache, runtime };
  }, RUNTIME_CACHE);
}

test('a staff page is not precached, is kept on its first visit, and opens offline on the second', async ({
  page,
  context,
}) => {
  // The worker installs on the sign-in screen, as on anyone's first visit.
  await page.goto('/login');
  await waitForController(page);
  const installed = await cachedPaths(page);
  expect(installed.precache).toContain('/index.html');
  expect(installed.runtime, 'nothing fetched at runtime yet').toEqual([]);

  // First visit of a staff page, online: its chunks come from the network through the worker.
  await login(page, 'superadmin@demo.test');
  const clients = new ClientsPage(page);
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(clients.rows().first()).toBeVisible({ timeout: 15_000 });
  const firstRow = (await clients.rows().first().innerText()).replace(/\s+/g, ' ').trim();

  const afterVisit = await cachedPaths(page);
  const keptScripts = afterVisit.runtime.filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
  expect(keptScripts.length, 'the staff page’s scripts were kept at runtime').toBeGreaterThan(0);
  // None of them was in the precache: the client's install did not download them.
  expect(keptScripts.filter((p) => installed.precache.includes(p))).toEqual([]);

  // The page's data is in the persisted query cache (written at most once a second).
  const companyName = await clients.rows().first().getByRole('link').first().innerText();
  await expect.poll(async () => (await persistedCache(page)).includes(JSON.stringify(companyName))).toBe(true);

  // Second visit, offline: the shell from the precache, the staff page's code from the runtime cache.
  await goOffline(context);
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(clients.table).toBeVisible({ timeout: 15_000 });
  await expect(clients.rows().first()).toBeVisible({ timeout: 15_000 });
  expect((await clients.rows().first().innerText()).replace(/\s+/g, ' ').trim()).toBe(firstRow);
});
