// Issue 21, tables: at a 1280 × 800 desk every staff table shows its row actions without sideways scrolling
// (inside the window and not clipped by the table's scroll box), and at a 390 × 844 phone the client tables keep
// their amount, status and action in view while the page itself never scrolls sideways. Axe runs on both.
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysPageScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width on ${new URL(page.url()).pathname}`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Where an element lies against the window and every ancestor that clips (a table's scroll box): the page is
 * scrolled vertically to it, never sideways, so what needs a sideways scroll to be seen reports as clipped.
 */
async function clipping(target: Locator) {
  return target.evaluate((element) => {
    const row = element.closest('tr') ?? element;
    window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3);
    const box = element.getBoundingClientRect();
    const problems: string[] = [];
    if (box.width === 0 || box.height === 0) problems.push('has no size');
    if (box.left < 0 || box.right > window.innerWidth) problems.push(`outside the window (${box.left}–${box.right})`);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 1 || box.right > clip.right + 1) {
        problems.push(`clipped by ${parent.tagName.toLowerCase()} (${clip.left}–${clip.right})`);
      }
    }
    return problems;
  });
}

/** Every control in the first row of every table on the page is whole and in view. */
async function expectRowActionsInView(page: Page, tableNames: (string | RegExp)[]) {
  for (const name of tableNames) {
    const table = page.getByRole('table', { name });
    const firstRow = table.locator('tbody tr:not([data-skeleton])').first();
    // The loaded machine has taken most of a minute to answer a page's first queries.
    await expect(firstRow, `a row in ${String(name)}`).toBeVisible({ timeout: 60_000 });
    const controls = firstRow.locator('button, a');
    const count = await controls.count();
    expect(count, `controls in the first row of ${String(name)}`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      const label = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(await clipping(control), `${label} in ${String(name)}`).toEqual([]);
    }
  }
}

test.describe('staff tables at 1280 × 800', () => {
  test.use({ viewport: DESK });

  test('the super admin sees every row action without scrolling sideways', async ({ page }) => {
    await login(page, demoUser(1).email);
    const clients = page.getByRole('table', { name: 'Companies' });
    await expect(clients.locator('tbody tr:not([data-skeleton])').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    await expectRowActionsInView(page, ['Companies']);
    // The clients list keeps its key columns and offers the rest in the chooser (issue 21: it was 1,884 px wide).
    for (const column of ['Status', 'Debt', 'Blocked']) {
      expect(await clipping(clients.getByRole('columnheader', { name: column })), column).toEqual([]);
    }
    await expectNoSeriousViolations(page, { include: 'main' });

    await page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Northwind Media' }).click();
    await expect(
      page.getByRole('table', { name: 'Company users' }).locator('tbody tr:not([data-skeleton])').first(),
    ).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    await expectRowActionsInView(page, ['Company users', /^BIN sets of /, 'BIN accounts', 'Tariff per card provider']);
    // Several actions of a row sit behind one menu button, usable from the keyboard.
    const menuButton = page.getByRole('table', { name: 'Company users' }).getByRole('button', { name: /^Actions: / });
    await menuButton.first().focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    const menuBox = await menu.boundingBox();
    expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= DESK.width, 'menu inside the window').toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton.first()).toBeFocused();

    await page.goto('/admin/transfer-funds');
    await expect(
      page.getByRole('table', { name: 'Payments' }).locator('tbody tr:not([data-skeleton])').first(),
    ).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    const decide = page.getByRole('button', { name: /^(Accept|Decline) payment / });
    for (let index = 0; index < Math.min(await decide.count(), 4); index += 1) {
      expect(await clipping(decide.nth(index)), `transfer-funds decision ${index}`).toEqual([]);
    }

    await page.goto('/admin/registration-confirmation');
    await expectNoSidewaysPageScroll(page);
    await expectRowActionsInView(page, ['Registration requests', 'Partner referrals']);

    await page.goto('/admin/settings');
    await expectNoSidewaysPageScroll(page);
    await page.getByRole('main').getByText('BIN sets', { exact: true }).first().click();
    await expectRowActionsInView(page, ['BIN sets']);
    await expectNoSeriousViolations(page, { include: 'main' });

    await page.goto('/admin/news');
    await expectNoSidewaysPageScroll(page);
    await expectRowActionsInView(page, ['News articles']);
  });
});

test.describe('client tables at 390 × 844', () => {
  test.use({ viewport: PHONE });

  test('the owner sees balance, amount, status and the action of every row', async ({ page }) => {
    await login(page, demoUser(2).email);
    // Dashboard: Fees and Accounts stack as label: value, so Total, Hold and Service fee stay on screen.
    const main = page.locator('main#main');
    await expect(main.locator('td[data-label="Hold"]').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    for (const label of ['Total', 'Hold', 'Service fee']) {
      const cell = main.locator(`td[data-label="${label}"]`).first();
      expect(await clipping(cell), label).toEqual([]);
    }

    await page.goto('/bank');
    const transit = page.getByRole('table', { name: 'Transit accounts' });
    await expect(transit.locator('tbody tr:not([data-skeleton])').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    expect(await clipping(transit.getByRole('columnheader', { name: 'Balance' }))).toEqual([]);
    const transfer = transit.getByRole('button', { name: /^Transfer from / }).first();
    expect(await clipping(transfer)).toEqual([]);
    const box = await transfer.boundingBox();
    expect(box?.height, 'Transfer tap target').toBeGreaterThanOrEqual(44);
    // The rest of a row behind a tap: Hold and Available.
    const details = transit.getByRole('button', { name: 'Show details' }).first();
    expect((await details.boundingBox())?.width, 'details tap target').toBeGreaterThanOrEqual(44);
    await details.click();
    await expect(transit.getByRole('term').filter({ hasText: 'Available' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main' });

    await transit.getByRole('link', { name: 'Transit USD', exact: true }).click();
    const statement = page.getByRole('table', { name: 'Statement' });
    await expect(statement.locator('tbody tr:not([data-skeleton])').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    for (const column of ['Amount', 'Status']) {
      expect(await clipping(statement.getByRole('columnheader', { name: column })), column).toEqual([]);
    }
    expect(await clipping(statement.locator('tbody tr').first().getByRole('button').first())).toEqual([]);

    await page.goto('/team');
    const team = page.getByRole('table', { name: 'Team members' });
    await expect(team.locator('tbody tr:not([data-skeleton])').first()).toBeVisible({ timeout: 60_000 });
    await expectNoSidewaysPageScroll(page);
    for (const column of ['Status', 'Spend this month']) {
      expect(await clipping(team.getByRole('columnheader', { name: column })), column).toEqual([]);
    }
    await expectNoSeriousViolations(page, { include: 'main' });
  });
});
