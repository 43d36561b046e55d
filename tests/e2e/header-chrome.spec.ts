// Issue 21, items 1, 2 and 7: the header's popovers stay inside the screen, close on Escape and on a click
// outside and give focus back to their trigger, on a phone and at a desk; toasts stack without overlap below
// the header, never over its balance, bell or avatar.
import type { Locator, Page } from '@playwright/test';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'a box on screen').not.toBeNull();
  return found!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectInsideScreen(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const { x, y, width, height } = await box(locator);
  expect(x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(y + height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desk', DESK],
] as const) {
  test(`the company balance popover on a ${size}: inside the screen, Escape and a click outside close it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, demoUser(2).email);
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    const panel = page.getByRole('dialog', { name: 'Company balance' });

    await trigger.click();
    await expect(panel).toBeVisible();
    await expectInsideScreen(page, panel, 'the balance popover');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.locator('main#main').click({ position: { x: 5, y: 200 } });
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}

test('the admin balance popover on a phone stays inside the screen and Escape returns focus', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, demoUser(1).email);
  const trigger = page.getByRole('banner').getByRole('button', { name: /^Client balances/ });
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'Client balances' });
  await expect(panel).toBeVisible();
  await expectInsideScreen(page, panel, 'the admin balance popover');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the user menu closes on Escape and on a click outside, focus back on its button', async ({ page }) => {
  await page.setViewportSize(DESK);
  const owner = demoUser(2);
  await login(page, owner.email);
  const trigger = page.getByRole('banner').getByRole('button', { name: owner.name, exact: true });
  const menu = page.getByRole('menu', { name: 'User menu' });

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.locator('main#main').click({ position: { x: 5, y: 200 } });
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('toasts stack below the header on a phone: no overlap, the balance, bell and avatar uncovered', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const owner = demoUser(2);
  await login(page, owner.email);
  await page.goto('/top-up');
  // The header settles first: its balance loads after the first paint and, on a phone, adds a row that moves the
  // toasts down (they sit below --header-height); measured while they moved, one covered the balance once in CI.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Balance/ })).toBeVisible();
  // Without the clipboard permission the copy is refused and each try says so in a toast (copy-field.tsx).
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    }),
  );
  const copy = page.getByRole('button', { name: /^Copy the USDT \(TRC20\) deposit address$/ });
  await copy.click();
  await copy.click();
  const toasts = page.locator('[data-sonner-toast][data-mounted="true"]');
  await expect(toasts).toHaveCount(2);
  // Let the stack's slide-in finish before measuring.
  await expect(async () => {
    const [first, second] = [await box(toasts.nth(0)), await box(toasts.nth(1))];
    expect(overlaps(first, second), 'two toasts overlap').toBe(false);
  }).toPass({ timeout: 5_000 });

  const covered = [
    banner.getByRole('button', { name: /^Balance/ }),
    banner.getByRole('button', { name: /^Notifications/ }),
    banner.getByRole('button', { name: owner.name, exact: true }),
  ];
  for (const toast of [toasts.nth(0), toasts.nth(1)]) {
    const toastBox = await box(toast);
    await expectInsideScreen(page, toast, 'a toast');
    for (const control of covered) {
      expect(overlaps(toastBox, await box(control)), `a toast covers ${await control.getAttribute('aria-label')}`).toBe(
        false,
      );
    }
  }
});
