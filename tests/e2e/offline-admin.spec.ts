import type { Page } from '@playwright/test';
import { offline } from '@/src/contracts/messages';
import { goOffline, goOnline } from './support/offline';
import {
  enabledServerControls,
  normalized,
  SERVER_ACTION_NAME,
  reloadOffline,
  settled,
  shownData,
} from './support/offline-walk';
import { waitForController } from './support/push';
import { login } from './support/session';
import { expect, test } from '@playwright/test';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Staff pages offline after one online visit (issue 21, item 3, the client walk's rule for the desk): the
 * companies list and a company page, the news list and the article editor, transfer funds, the confirmation of
 * registration, the groups list and a group's page, and every settings tab. Reloaded offline twice, each stays
 * where it was (never /login), shows the data of the online visit under the offline banner, spins no skeleton for
 * ever and offers no enabled control that needs the server ("You are offline…" beside them instead).
 */

const ADMIN = 'superadmin@demo.test';

/** The client walk's server actions, and the desk's own: publishing and deciding. */
const STAFF_ACTION_NAME = new RegExp(
  `${SERVER_ACTION_NAME.source}|^((un)?publish “.+”|publish…|accept.*|decline.*|approve.*|save draft|` +
    `create .+|edit .+|delete .+|rename|stop period .+|make .+|set bin set .+|apply|new referral)$`,
  'i',
);

interface StaffRoute {
  name: string;
  /** The address, found on the page before it (a company of the list, an article of the news list). */
  url: () => string;
  /** What the page shows that must stay: its table cells and values, or a form's fields. */
  data: (page: Page) => Promise<string[]>;
  /** Where the page has actions that need the server: the reason it gives for them being off. */
  says?: string;
}

let companyUrl = '';
let articleUrl = '';
let groupUrl = '';
const cells = (page: Page) => shownData(page.locator('main'));
const formValues = (page: Page) =>
  page
    .locator('main')
    .locator('input[type="text"], input:not([type]), textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value).filter(Boolean));
/** What a page without a table shows (up to 12 texts): a settings card's bands, the compensation total. */
const textsOf = (selector: string) => (page: Page) =>
  page
    .locator('main')
    .locator(selector)
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim()))
    .then((texts) => [...new Set(texts.filter((text) => /\w/.test(text)))].slice(0, 12));

/** Every settings tab the main administrator has (SETTINGS_TAB_RIGHTS): each is its own address. */
const SETTINGS_TABS = ['bin-sets', 'crypto-provider', 'tariff'];

const ROUTES: StaffRoute[] = [
  { name: 'the companies list', url: () => '/admin/clients', data: cells },
  { name: 'a company page', url: () => companyUrl, data: cells, says: offline.action },
  { name: 'the news list', url: () => '/admin/news', data: cells, says: offline.action },
  { name: 'the article editor', url: () => articleUrl, data: formValues, says: offline.action },
  { name: 'transfer funds', url: () => '/admin/transfer-funds', data: cells, says: offline.action },
  {
    name: 'the confirmation of registration',
    url: () => '/admin/registration-confirmation',
    data: cells,
    says: offline.action,
  },
  { name: 'the groups list', url: () => '/admin/groups', data: cells, says: offline.action },
  { name: 'a group page', url: () => groupUrl, data: cells, says: offline.action },
  ...SETTINGS_TABS.map((tab) => ({
    name: `settings, ${tab}`,
    url: () => `/admin/settings?tab=${tab}`,
    data: cells,
    says: offline.action,
  })),
  // The demo seed has no compensation period: the tab's total paid back is its data.
  {
    name: 'settings, compensation',
    url: () => '/admin/settings?tab=compensation',
    data: textsOf('p'),
    says: offline.action,
  },
  // Cards rather than a table: the providers' bands and the transfer minimums.
  {
    name: 'settings, service-fee',
    url: () => '/admin/settings?tab=service-fee',
    data: textsOf('li'),
    says: offline.action,
  },
];

let page: Page;
const baseURL = `http://localhost:${process.env.E2E_WORKER_PORT}`;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  await login(page, ADMIN);
  await waitForController(page);
});

test.afterEach(() => {
  expect(pageErrors.splice(0), 'uncaught errors in the page').toEqual([]);
});

test.afterAll(async () => {
  await page.context().close();
});

for (const route of ROUTES) {
  test(`${route.name}: offline after one visit, reloaded twice`, async () => {
    const context = page.context();
    expect(route.url(), 'the address was found on the page before').not.toBe('');
    await page.goto(route.url());
    await settled(page);
    const pathname = new URL(page.url()).pathname;
    const online = await route.data(page);
    expect(online.length, 'the page shows data to keep').toBeGreaterThan(0);

    // The next route's address, taken from this page's links while online.
    if (route.name === 'the companies list') {
      companyUrl = (await page.locator('main a[href^="/admin/clients/"]').first().getAttribute('href')) ?? '';
    }
    if (route.name === 'the groups list') {
      groupUrl = (await page.locator('main a[href^="/admin/groups/"]').first().getAttribute('href')) ?? '';
    }
    if (route.name === 'the news list') {
      articleUrl = (await page.locator('main a[href$="/edit"]').first().getAttribute('href')) ?? '';
    }
    // The persister writes at most once a second (src/lib/query-client.ts): let the last write land.
    await page.waitForTimeout(1500);

    await goOffline(context);
    try {
      for (const reload of [1, 2]) {
        const main = await reloadOffline(page, pathname, reload);
        const offline = await route.data(page);
        const offlineText = normalized(await main.innerText());
        expect(
          online.filter((text) => !offline.includes(text) && !offlineText.includes(text)),
          `reload ${reload}: the data of the online visit is still shown`,
        ).toEqual([]);
        expect(
          await enabledServerControls(page, STAFF_ACTION_NAME),
          `reload ${reload}: no enabled control needs the server`,
        ).toEqual([]);
      }
      if (route.says) await expect(page.getByText(route.says).first()).toBeVisible();
    } finally {
      await goOnline(context);
    }
  });
}
