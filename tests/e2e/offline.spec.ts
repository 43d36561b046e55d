import { Bell } from './pages/bell';
import { apiToken, markAllRead, sendToUsers, userId } from './support/notifications-api';
import { goOffline, goOnline, PERSIST_KEY, persistedCache } from './support/offline';
import { waitForController } from './support/push';
import { login } from './support/session';
import { expect, test } from './support/test';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Offline after one visit (issue 7, item 6): balances, cards and notifications open from the persisted query
 * cache with an "Offline — data from <time>" banner, and actions that need the server are disabled with a reason.
 */

const OWNER = 'owner@demo.test';
test(
  'after one visit, balances, cards and notifications open offline with the banner; money actions say why they are ' +
    'off',
  async ({ page, context, request }) => {
    const ownerToken = await apiToken(request, OWNER);
    const staffToken = await apiToken(request, 'superadmin@demo.test');
    await login(page, OWNER);
    await markAllRead(request, ownerToken);
    await sendToUsers(
      request,
      staffToken,
      [await userId(request, ownerToken)],
      'Kept for offline',
      '<p>Read me on the train</p>',
    );
    await waitForController(page);

    // One visit of each page, online, moving inside the app (a full load could drop the last second's write).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Bank' }).click();
    const transit = page.getByRole('table', { name: 'Transit accounts' });
    // A loading row is visible too: wait for the data's text before keeping it.
    await expect(transit.getByRole('row').nth(1)).toHaveText(/\d/);
    const firstTransitRow = (await transit.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ').trim();
    await nav.getByRole('link', { name: 'My wallet' }).click();
    const cards = page.getByRole('table', { name: 'Cards' });
    await expect(cards.getByRole('row').nth(1)).toHaveText(/••••/);
    const firstCardRow = (await cards.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ').trim();
    const bell = new Bell(page);
    await bell.open();
    await bell.panel.getByRole('link', { name: 'View All' }).click();
    await expect(page.getByRole('button', { name: 'Kept for offline' })).toBeVisible();
    await nav.getByRole('link', { name: 'Bank' }).click();
    await expect(transit.getByRole('row').nth(1)).toBeVisible();
    // The persister writes at most once a second: wait until all of it is in IndexedDB.
    await expect
      .poll(async () => {
        const cache = await persistedCache(page);
        return ['"company-balance"', '"cards","list"', '"notifications","list"'].filter((key) => !cache.includes(key));
      })
      .toEqual([]);

    // Offline for the page and for the worker's own fetches.
    await goOffline(context);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    const banner = page.getByRole('status').filter({ hasText: /^Offline/ });
    await expect(banner).toHaveText(/^Offline — data from \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(transit.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    expect((await transit.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ').trim()).toBe(firstTransitRow);
    // No money action offline: the button is off and the page says why.
    await expect(page.getByRole('button', { name: 'Transfer funds' })).toBeDisabled();
    await expect(page.getByText('You are offline. Transfers need a connection; reconnect to continue.')).toBeVisible();

    // Cards and notifications too, by navigating inside the app.
    await nav.getByRole('link', { name: 'My wallet' }).click();
    await expect(cards.getByRole('row').nth(1)).toBeVisible();
    expect((await cards.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ').trim()).toBe(firstCardRow);
    await expect(banner).toBeVisible();

    await bell.open();
    await bell.panel.getByRole('link', { name: 'View All' }).click();
    await expect(page.getByRole('button', { name: 'Kept for offline' })).toBeVisible();
    await page.getByRole('button', { name: 'Kept for offline' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Kept for offline' }).getByText('Read me on the train'),
    ).toBeVisible();
  },
);

test('an offline start with a stored session never lands on /login, even with no saved data', async ({
  page,
  context,
}) => {
  await login(page, OWNER);
  await waitForController(page);
  await expect.poll(async () => await persistedCache(page)).toContain('"user","me"');

  // The session stays; the saved data goes (as after a cleared site cache or a first visit cut short).
  await goOffline(context);
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const removal = open.result.transaction('keyval', 'readwrite').objectStore('keyval').delete(key);
          removal.onsuccess = () => resolve();
          removal.onerror = () => reject(removal.error);
        };
      }),
    PERSIST_KEY,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  // Back online (the browser says so with its 'online' event), the page opens by itself.
  await goOnline(context);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Dashboard', {
    timeout: 20_000,
  });
});
