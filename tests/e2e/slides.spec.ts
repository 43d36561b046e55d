// Proves issue 7's slides overlay in Chromium, on a portal of its own whose demo users had their crypto wallet
// changed (the shared e2e server's database cannot be written from here, and the demo clock is past the 'fresh'
// release window, which the server tests cover with an injected clock). A buyer whose wallet changed a day ago
// gets the wallet-change slide at once: one slide, previous and next disabled, the date as DD.MM.YYYY, English and
// Russian images that load; closing marks it viewed for good (server and local checked slides). A team lead on a
// phone is told the slides are for the web version; on a desktop a route change hides the overlay without marking
// it, so it comes back on the next visit. An owner whose profile is not filled gets none. axe-core finds no
// serious or critical violations.
import { devices, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { apiToken } from './support/api';
import { demoUser } from './support/demo-users';
import { startOwnPortal, type OwnPortal } from './support/own-portal';
import { login } from './support/session';
import { expect, test } from './support/test';

const PORT = Number(process.env.E2E_WORKER_PORT ?? 4310) + 2; // playwright.config.ts
const WALLET_TITLE = 'Your crypto wallet address has changed';
const DAY = 86_400_000;

test.describe.configure({ mode: 'serial' });
let portal: OwnPortal;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startOwnPortal(PORT, [
    `${demoUser(4).email}=24`,
    `${demoUser(3).email}=30`,
    `${demoUser(2).email}=2`,
    `${demoUser(2).email}=unfilled`,
  ]);
});
test.afterAll(async () => {
  await portal?.stop();
});

async function openPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ baseURL: portal.baseURL, ...options });
  return context.newPage();
}

const slides = (page: Page) => page.getByRole('dialog', { name: WALLET_TITLE });
const slideImage = (page: Page) => slides(page).getByRole('img');
/** DD.MM.YYYY of the UTC day `ms` falls on (the slide's start date is a calendar day). */
const ddmmyyyy = (ms: number) => new Date(ms).toISOString().slice(0, 10).split('-').reverse().join('.');

async function expectImageLoaded(page: Page, src: string) {
  await expect(slideImage(page)).toHaveAttribute('src', src);
  await expect
    .poll(() => slideImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1920);
}

test('a buyer whose wallet changed a day ago gets the wallet-change slide; closing marks it viewed for good', async ({
  browser,
}) => {
  const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await login(page, demoUser(4).email);
  await expect(slides(page)).toBeVisible();
  await expect(slides(page)).toContainText(ddmmyyyy(Date.now() - DAY));
  await expectImageLoaded(page, '/slides/en/cryptoWalletChange-1.svg');
  await expect(slides(page).getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  await expect(slides(page).getByRole('button', { name: 'Next slide' })).toBeDisabled();
  await expect(slides(page).getByRole('button', { name: /^Slide \d of \d$/ })).toHaveCount(1);
  // The close button is 42×42 design pixels, scaled with the 1920×1080 design to the window.
  const close = slides(page).getByRole('button', { name: 'Close' });
  const scale = Math.min(1, (1280 - 64) / 1920, (800 - 64) / 1080);
  const box = await close.boundingBox();
  expect(box!.width).toBeCloseTo(42 * scale, 0);
  await expectNoSeriousViolations(page);

  await slides(page).getByRole('button', { name: 'Русский' }).click();
  await expectImageLoaded(page, '/slides/ru/cryptoWalletChange-1.svg');

  const viewed = page.waitForResponse(
    (res) => res.url().endsWith('/api/slides/viewed') && res.request().method() === 'POST',
  );
  await close.click();
  await expect(slides(page)).toHaveCount(0);
  expect((await viewed).status()).toBe(200);
  const checked = await page.evaluate(
    () => JSON.parse(localStorage.getItem('checkedSlides') ?? '{}') as Record<string, string[]>,
  );
  expect(Object.values(checked).flat()).toEqual([expect.stringMatching(/^cryptoWalletChange:/)]);

  // Viewed on the server: a browser with no local memory of it does not show it again.
  const elsewhere = await openPage(browser);
  const listed = elsewhere.waitForResponse(
    (res) => res.url().endsWith('/api/slides') && res.request().method() === 'GET',
  );
  await login(elsewhere, demoUser(4).email);
  expect(await (await listed).json()).toEqual({
    data: [expect.objectContaining({ set: 'cryptoWalletChange', checked: true })],
  });
  await elsewhere.waitForTimeout(500);
  await expect(slides(elsewhere)).toHaveCount(0);
  await page.context().close();
  await elsewhere.context().close();
});

test('a team lead on a phone is told the slides are for the web version, which does not mark them viewed', async ({
  browser,
}) => {
  const page = await openPage(browser, { ...devices['iPhone 13'], defaultBrowserType: undefined } as Parameters<
    Browser['newContext']
  >[0]);
  await login(page, demoUser(3).email);
  const notice = slides(page);
  await expect(notice).toContainText('Viewing the news slides is only available in the web version.');
  await expect(notice.getByRole('img')).toHaveCount(0);
  await expect(notice.getByRole('button', { name: 'Close' })).toBeFocused();
  await notice.getByRole('button', { name: 'Русский' }).click();
  await expect(notice).toContainText('доступен только в веб-версии');
  // By keyboard: a tap on the fixed layer in Chromium's mobile emulation lands beside it.
  await notice.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(slides(page)).toHaveCount(0);
  await page.context().close();
});

test('on a desktop a route change hides the overlay, not marking it viewed; it returns on the next visit', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await login(page, demoUser(3).email);
  await expect(slides(page)).toBeVisible();
  // A route change inside the app (as Back or Forward makes one): the router follows popstate.
  await page.evaluate(() => {
    history.pushState(null, '', '/wallet');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(slides(page)).toHaveCount(0);

  await page.reload();
  await expect(slides(page)).toBeVisible();
  await slides(page).getByRole('button', { name: 'Close' }).click();
  await expect(slides(page)).toHaveCount(0);
  await page.context().close();
});

test('an owner whose profile is not filled gets no slides, though the wallet changed', async ({
  browser,
  playwright,
}) => {
  const page = await openPage(browser);
  await login(page, demoUser(2).email);
  await expect(page.getByText('Your profile is not complete yet.')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(slides(page)).toHaveCount(0);

  const request = await playwright.request.newContext({ baseURL: portal.baseURL });
  const token = await apiToken(request, demoUser(2).email);
  const answer = await request.get('/api/slides', { headers: { authorization: `Bearer ${token}` } });
  expect(await answer.json()).toEqual({ data: [] });
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { cryptoWalletChanges: unknown } }).data.cryptoWalletChanges).toEqual({
    isChanged: true,
    changedAt: expect.objectContaining({ timestamp: expect.any(Number), serverTimezone: expect.any(String) }),
  });
  await request.dispose();
  await page.context().close();
});
