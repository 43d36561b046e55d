// Proves issue 19's PWA items in Chromium: the clients list shows a company's debt and last top-up as the API
// computes them; the transaction-history modal names the card of a card payment; the pay-in QR link opens a deposit
// page signed out (and the pay-in page for the signed-in owner), whose copy confirmation names the network and ends
// when another network is shown; the bell counts a news slide with the unread notifications (a portal of its own
// whose buyer had their wallet changed, as slides.spec.ts does).
import type { Browser } from '@playwright/test';
import { apiCall, apiToken } from './support/api';
import { demoUser } from './support/demo-users';
import { startOwnPortal, type OwnPortal } from './support/own-portal';
import { login, storedToken } from './support/session';
import { expect, test } from './support/test';

test('the clients list shows a company’s debt and last top-up', async ({ page, request }) => {
  const token = await apiToken(request, demoUser(1).email);
  const listed = await apiCall<{
    records: { name: string; debtAmount: string; currency: string; lastTopUpDate: string | null }[];
  }>(request, token, 'GET', '/company?search=Northwind%20Media');
  const northwind = listed.records.find((r) => r.name === 'Northwind Media')!;
  expect(northwind.lastTopUpDate).not.toBeNull();

  await login(page, demoUser(1).email);
  await page.goto('/admin/clients?search=Northwind%20Media');
  const table = page.getByRole('table', { name: 'Companies' });
  const row = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: 'Northwind Media', exact: true }) });
  await expect(row).toBeVisible();
  const headers = await table.locator('thead th').allInnerTexts();
  // The company's name is the row's header cell: count th and td alike.
  const cell = (name: string) => {
    const index = headers.findIndex((h) => h.trim().toLowerCase().startsWith(name.toLowerCase()));
    expect(index, `column ${name} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return row.locator(':scope > th, :scope > td').nth(index);
  };
  await expect(cell('Debt')).toHaveText(`${northwind.debtAmount} ${northwind.currency}`);
  // Last top-up is one of the columns a desk starts without (issue 21): the row's details list it.
  await row.getByRole('button', { name: 'Show details' }).click();
  const lastTopUp = table.locator('dt:text-is("Last top-up") + dd time');
  await expect(lastTopUp).toHaveAttribute('datetime', northwind.lastTopUpDate!);
});

test('the transaction-history modal names the card of a card payment', async ({ page }) => {
  await login(page, demoUser(2).email);
  await page.goto('/bank');
  await page.getByRole('link', { name: 'BIN 45671234 USD', exact: true }).first().click();
  await expect(page).toHaveURL(/\/bank\/bin\/\d+/);
  await page.goto(`${new URL(page.url()).pathname}?type=card_settlement&period=0`);
  const statement = page.getByRole('table', { name: 'Statement' });
  const settlement = statement.getByRole('row').filter({ hasText: 'Card settlement' }).first();
  await settlement.getByRole('button', { name: /^History of payment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction history' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('history-card')).toHaveText(/^.+ •••• \d{4}$/);
});

test('the QR link opens the deposit page signed out, and the pay-in page for the owner', async ({
  page,
  request,
  browser,
  context,
}) => {
  const token = await apiToken(request, demoUser(2).email);
  const info = await apiCall<{ records: { currency: string; address: string; qr: string }[] }>(
    request,
    token,
    'GET',
    '/top-up/pay-in-info',
  );
  const trc = info.records.find((r) => r.currency === 'USDT_TRC')!;
  const path = new URL(trc.qr).pathname;
  expect(path).toBe(`/top-up/USDT_TRC/${trc.address}`);

  // Signed out, as the phone that scanned it is.
  const phone = await (browser as Browser).newContext();
  const scanned = await phone.newPage();
  await scanned.goto(path);
  await expect(scanned.getByRole('heading', { name: 'USDT (TRC20) deposit address' })).toBeVisible();
  await expect(scanned.getByRole('textbox', { name: 'USDT (TRC20) deposit address' })).toHaveValue(trc.address);
  await expect(scanned.getByText('Send only USDT on TRC20 to this address.', { exact: false })).toBeVisible();
  await expect(scanned.getByRole('link', { name: 'sign in' })).toBeVisible();
  await expect(scanned.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await scanned.goto('/top-up/USDT_TRC/0xnot-an-address');
  await expect(scanned.getByRole('heading', { name: 'This deposit link is not valid' })).toBeVisible();
  await phone.close();

  // The owner is taken to the pay-in page on that network; the copy confirmation names it and ends on a switch.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, demoUser(2).email);
  await page.goto(path);
  await expect(page).toHaveURL(/\/top-up\?network=USDT_TRC/);
  await expect(page.getByRole('tab', { name: /USDT \(TRC20\)/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/The scanned code is your company.s USDT \(TRC20\) deposit address\./)).toBeVisible();
  await page.getByRole('button', { name: 'Copy the USDT (TRC20) deposit address' }).click();
  await expect(page.getByTestId('copy-confirmation')).toHaveText('Copied the USDT (TRC20) deposit address');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trc.address);
  await page.getByRole('tab', { name: /USDC/ }).click();
  await expect(page.getByRole('button', { name: 'Copy the USDC (ERC20) deposit address' })).toHaveText('Copy');
  await expect(page.getByTestId('copy-confirmation')).toHaveText('');
});

test.describe('the bell and the slides', () => {
  const PORT = Number(process.env.E2E_WORKER_PORT ?? 4310) + 2; // playwright.config.ts
  let portal: OwnPortal;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startOwnPortal(PORT, [`${demoUser(4).email}=24`]);
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test('the bell counts the unread notifications plus the news slide to view', async ({ browser, request }) => {
    const context = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await login(page, demoUser(4).email);
    // The unread count as the server has it now (the sign-in itself may have added a notification), asked with the
    // browser's own session so no other sign-in adds one.
    const accessToken = (await storedToken(page))!.accessToken;
    const unreadNow = async () => {
      const res = await request.get(`${portal.baseURL}/api/notification/actual`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await res.json()) as { data: { count: number } }).data.count;
    };
    const slides = page.getByRole('dialog', { name: 'Your crypto wallet address has changed' });
    await expect(slides).toBeVisible();
    const count = page.getByTestId('bell-count');
    const shown = async () => ((await count.count()) === 0 ? 0 : Number(await count.textContent()));
    // A notification made by the sign-in reaches the bell with its next poll (30 s): compare until both agree.
    await expect.poll(async () => (await shown()) - (await unreadNow()), { timeout: 45_000 }).toBe(1);
    await slides.getByRole('button', { name: 'Close' }).click();
    await expect(slides).toHaveCount(0);
    await expect.poll(async () => (await shown()) - (await unreadNow()), { timeout: 45_000 }).toBe(0);
    await context.close();
  });
});
