import type { Page } from '@playwright/test';
import { Bell } from './pages/bell';
import {
  apiToken,
  markAllRead,
  muteDeclineWarnings,
  sendToUsers,
  unreadCount,
  userId,
} from './support/notifications-api';
import { login } from './support/session';
import { expect, test } from './support/test';

/**
 * The bell (spec 2.4, 4, 9) against the real server: notifications are sent by the main administrator through
 * POST notification/send, as staff would. Each test starts from an owner with nothing unread.
 */

const OWNER = 'owner@demo.test';
const SUPERADMIN = 'superadmin@demo.test';

let staffToken: string;
let ownerToken: string;
let ownerId: number;

test.beforeEach(async ({ request }) => {
  staffToken = await apiToken(request, SUPERADMIN);
  ownerToken = await apiToken(request, OWNER);
  ownerId = await userId(request, ownerToken);
  await muteDeclineWarnings(request, ownerToken);
});

/** Signs the owner in, then clears what that brought (a sign-in makes a "New sign-in" notification). */
async function signInClean(page: Page, request: Parameters<typeof markAllRead>[0]) {
  await login(page, OWNER);
  await markAllRead(request, ownerToken);
}

/** Sends `count` numbered notifications to the owner; the newest is last. */
async function seed(request: Parameters<typeof sendToUsers>[0], count: number, prefix: string) {
  for (let i = 1; i <= count; i++)
    await sendToUsers(request, staffToken, [ownerId], `${prefix} ${i}`, `<p>Body of <b>${prefix} ${i}</b></p>`);
}

const listRequests = (page: Page) => {
  const pages: number[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/notification/list') pages.push(Number(url.searchParams.get('page')));
  });
  return pages;
};

test('the bell loads 15 unread a page and the next page only within 50 px of the bottom, until all are loaded', async ({
  page,
  request,
}) => {
  await signInClean(page, request);
  await seed(request, 32, 'Scroll');
  const requested = listRequests(page);
  await page.reload();
  const bell = new Bell(page);
  await bell.expectCount(32);

  await bell.open();
  await expect(bell.items()).toHaveCount(15);
  // Newest first, 15 per page, status [1] only.
  await expect(bell.items().first()).toContainText('Scroll 32');
  expect(requested).toEqual([1]);

  // 60 px short of the bottom: nothing more is asked.
  await bell.scrollToWithin(60);
  await page.waitForTimeout(300);
  expect(requested).toEqual([1]);

  // Within 50 px: page 2.
  const second = page.waitForRequest(
    (req) => req.url().includes('/api/notification/list') && new URL(req.url()).searchParams.get('page') === '2',
  );
  await bell.scrollToWithin(40);
  await second;
  await expect(bell.items()).toHaveCount(30);

  await bell.scrollToWithin(0);
  await expect(bell.items()).toHaveCount(32);
  await expect(bell.items().last()).toContainText('Scroll 1');
  // Loaded = total: no page 4, however far it is scrolled.
  await bell.scrollToWithin(0);
  await page.waitForTimeout(300);
  expect(requested).toEqual([1, 2, 3]);
});

test('opening one shows the detail in the user timezone and marks it Viewed; Clear All empties the list', async ({
  page,
  request,
}) => {
  await signInClean(page, request);
  await seed(request, 3, 'Detail');
  await page.reload();
  const bell = new Bell(page);
  await bell.expectCount(3);
  await bell.open();

  await bell.item('Detail 2').click();
  const dialog = page.getByRole('dialog', { name: 'Detail 2' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('b')).toHaveText('Detail 2');
  await expect(dialog.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await bell.expectCount(2);
  await expect.poll(() => unreadCount(request, ownerToken)).toBe(2);

  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(bell.panel).toBeVisible();

  await bell.panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(bell.panel.getByText('No new notifications')).toBeVisible();
  await bell.expectCount(0);
  await expect.poll(() => unreadCount(request, ownerToken)).toBe(0);

  // View All: the client page, with every notification and a status filter.
  await bell.panel.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole('table', { name: 'Notifications' }).getByRole('button', { name: 'Detail 3' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByText('No notifications with this status.')).toBeVisible();
});

test('Escape closes the dropdown and gives focus back to the bell', async ({ page, request }) => {
  await signInClean(page, request);
  await page.reload();
  const bell = new Bell(page);
  await bell.trigger.focus();
  await page.keyboard.press('Enter');
  await expect(bell.panel).toBeVisible();
  await expect(bell.panel.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await expect(bell.panel.getByText('No new notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell.panel).toBeHidden();
  await expect(bell.trigger).toBeFocused();
});

test('with notifications denied, the bell follows by polling every 30 s', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    origin: new URL(baseURL!).origin,
    permission: { name: 'notifications' },
    setting: 'denied',
    browserContextId: targetInfo.browserContextId,
  });
  await signInClean(page, request);
  await page.clock.install();
  await page.reload();
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  const bell = new Bell(page);
  await bell.expectCount(0);
  await bell.open();
  await expect(bell.panel.locator('[data-push-state]')).toHaveAttribute('data-push-state', 'blocked');
  await expect(bell.panel.getByText('blocked by the browser')).toBeVisible();
  await page.keyboard.press('Escape');

  await sendToUsers(request, staffToken, [ownerId], 'Polled', '<p>Found by the poll</p>');
  // Not before the interval…
  await page.clock.runFor(20_000);
  await page.waitForTimeout(500);
  await bell.expectCount(0);
  // …and at 30 s.
  const poll = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notification/actual');
  await page.clock.runFor(10_000);
  await poll;
  await bell.expectCount(1);
});

test('XSS in notification HTML never runs: not in the bell detail, not on the page', async ({ page, request }) => {
  const corpus = [
    '<img src=x onerror="window.__xss=1;alert(1)">',
    '<script>window.__xss=1;alert(1)</script>',
    '<svg><script>window.__xss=1</script></svg>',
    '<a href="javascript:window.__xss=1;alert(1)" id="js-link">click me</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<div onmouseover="window.__xss=1">hover</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
    '<details open ontoggle="window.__xss=1;alert(1)">x</details>',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  ];
  await signInClean(page, request);
  for (const [i, html] of corpus.entries())
    await sendToUsers(request, staffToken, [ownerId], `XSS ${i + 1}`, `<p>Payload ${i + 1}</p>${html}`);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.reload();
  const bell = new Bell(page);
  await bell.expectCount(corpus.length);
  await bell.open();
  for (let i = 1; i <= corpus.length; i++) {
    await bell.item(`XSS ${i}`).click();
    const detail = page.getByRole('dialog', { name: `XSS ${i}` });
    await expect(detail.getByText(`Payload ${i}`)).toBeVisible();
    const content = detail.locator('[class*="html"]');
    await content.hover();
    const link = detail.locator('#js-link, a');
    if (await link.count())
      await link
        .first()
        .click({ modifiers: [] })
        .catch(() => undefined);
    await detail.getByRole('button', { name: 'Ok' }).click();
  }
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: 'XSS 1', exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('staff write a notification with the rich-text editor; the owner reads it formatted', async ({
  browser,
  page,
  request,
}) => {
  await signInClean(page, request);
  const staff = await (await browser.newContext()).newPage();
  await login(staff, SUPERADMIN);
  await staff.goto('/admin/notifications');
  await staff.getByRole('radio', { name: 'Chosen people' }).check();
  await staff.getByRole('textbox', { name: 'Find a company' }).fill('Northwind');
  await staff.getByRole('radio', { name: 'Northwind Media' }).check();
  await staff.getByRole('checkbox', { name: new RegExp(`\\(${OWNER.replace('.', '\\.')}\\)`) }).check();
  await staff.getByRole('textbox', { name: /^Title/ }).fill('Limit raised');
  // Written with the toolbar, as in the news editor: a bold amount.
  await staff.getByRole('textbox', { name: 'Text', exact: true }).click();
  await staff.keyboard.type('Your daily limit is now ');
  await staff.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await staff.keyboard.type('5,000 USD');
  await expect(staff.getByTestId('notification-preview').locator('b')).toHaveText('5,000 USD');
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: 'Send this notification?' });
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(confirm).toBeHidden();
  await staff.context().close();

  await page.reload();
  const bell = new Bell(page);
  await bell.open();
  await bell.item('Limit raised').click();
  const detail = page.getByRole('dialog', { name: 'Limit raised' });
  await expect(detail.locator('b')).toHaveText('5,000 USD');
  await expect(detail).toContainText('Your daily limit is now 5,000 USD');
});
