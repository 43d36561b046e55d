// Proves issue 5 items 2, 3, 5, 7 in Chromium: role 1 records a SWIFT top-up for Bluefin from the company page
// (the spec 8 text), finds it pending on /admin/transfer-funds and accepts it — the company's available balance
// rises by it; a withdrawal is held at once, then declined and released; role 6 sees the lists but no
// Accept/Decline; staff find a company for the filter by typing its name; the business metrics show the period's
// totals; axe finds nothing serious on the pages.
import type { Page } from '@playwright/test';
import { ClientsPage } from './pages/clients-page';
import { CompanyMoneySection, cents } from './pages/company-money-section';
import { CompanyPage } from './pages/company-page';
import { TransferFundsPage } from './pages/transfer-funds-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';
import { clickToPost } from './support/post';

async function openCompany(page: Page, name: string): Promise<number> {
  const clients = new ClientsPage(page);
  await clients.goto();
  await clients.openCompany(name);
  await new CompanyPage(page).expectLoaded(name);
  return Number(/\/admin\/clients\/(\d+)$/.exec(page.url())![1]);
}

test('role 1 tops up Bluefin by SWIFT, accepts it, and a withdrawal is held then declined and released', async ({
  page,
}) => {
  await login(page, demoUser(1).email);
  const companyId = await openCompany(page, 'Bluefin Apps');
  const money = new CompanyMoneySection(page);
  await expect(money.balances.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'section[aria-labelledby]', wcagOnly: true });

  // The top-up: SWIFT, the account it credits named before anything is sent.
  await money.action('Top up balance').click();
  const source = money.field('Source');
  await expect(source).toBeEnabled();
  await source.selectOption((await source.locator('option', { hasText: 'SWIFT' }).getAttribute('value'))!);
  const note = money.dialog.getByText(/^Credits /);
  await expect(note).toBeVisible();
  const account = /^Credits (.+) \([A-Z]+, balance/.exec((await note.textContent()) ?? '')![1]!;
  const before = cents(await money.available(account));
  // Spec 5: the amount is required.
  await money.dialogButton('Apply for top-up').click();
  await expect(money.field(/^Amount/)).toHaveAccessibleDescription(/Value is required/);
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', wcagOnly: true });
  await money.field(/^Amount/).fill('123.45');
  await money.field(/^Description/).fill('e2e swift');
  const fiat = `/api/backoffice/top-up/company/${companyId}/fiat`;
  const response = await clickToPost(page, money.dialogButton('Apply for top-up'), fiat, 201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const topUpId = ((await response.json()) as { data: { id: number } }).data.id;
  await expect(money.toast('You have successfully applied for replenishment via Swift')).toBeVisible();
  await expect(money.dialog).toBeHidden();
  // Pending: nothing credited yet.
  expect(cents(await money.available(account))).toBe(before);

  // It waits on /admin/transfer-funds; role 1 accepts it after a confirmation naming amount, company and account.
  const funds = new TransferFundsPage(page);
  await funds.goto({ tab: 'top-up-withdrawal', companyId, status: 'pending', period: 0 });
  await expect(funds.tab('Top-up & withdrawal')).toHaveAttribute('aria-selected', 'true');
  await expect(funds.row(topUpId)).toContainText('Pending');
  await expectNoSeriousViolations(page, { include: 'main', wcagOnly: true });
  await funds.accept(topUpId).click();
  await expect(funds.dialog).toContainText('Bluefin Apps');
  await expect(funds.dialog).toContainText(account);
  await expect(funds.dialog).toContainText('123.45');
  await funds.confirmDecision('Accept', topUpId);

  await page.goto(`/admin/clients/${companyId}`);
  await expect.poll(async () => cents(await money.available(account))).toBe(before + 12345n);

  // A withdrawal is held at once (available falls), declined by role 1, and released (available is back).
  await money.action('Withdraw funds').click();
  const accountSelect = money.field('Transit account');
  const option = accountSelect.locator('option', { hasText: `${account} (` });
  await accountSelect.selectOption((await option.getAttribute('value'))!);
  await money.field(/^Amount/).fill('10.00');
  await money.dialogButton('Continue').click();
  await expect(money.dialog).toContainText(`will be withdrawn from ${account} of Bluefin Apps`);
  const withdrawal = await clickToPost(page, money.dialogButton('Withdraw'), '/api/backoffice/company/withdrawal', 201);
  const withdrawalId = ((await withdrawal.json()) as { data: { id: number } }).data.id;
  await expect(money.dialog).toBeHidden();
  await expect.poll(async () => cents(await money.available(account))).toBe(before + 12345n - 1000n);

  await funds.goto({ tab: 'top-up-withdrawal', companyId, status: 'pending', period: 0 });
  await funds.decline(withdrawalId).click();
  await expect(funds.dialog).toContainText('available on the account again');
  await funds.confirmDecision('Decline', withdrawalId);

  await page.goto(`/admin/clients/${companyId}`);
  await expect.poll(async () => cents(await money.available(account))).toBe(before + 12345n);
});

test('senior admin (role 6) sees the pending requests but no Accept or Decline', async ({ page }) => {
  await login(page, demoUser(6).email);
  const funds = new TransferFundsPage(page);
  await funds.goto({ tab: 'top-up-withdrawal', status: 'pending', period: 0 });
  await expect(funds.table.getByRole('row').nth(1)).toContainText('Pending');
  await expect(funds.decisionButtons()).toHaveCount(0);
  // Filters live in the URL and survive a reload.
  await funds.page.reload();
  await expect(funds.filters.getByLabel('Status')).toHaveValue('pending');
});

test('staff find a company by typing its name; the filter is in the URL and names it after a reload', async ({
  page,
}) => {
  await login(page, demoUser(1).email);
  const funds = new TransferFundsPage(page);
  await funds.goto({ tab: 'transit', period: 0 });
  const company = funds.filters.getByRole('combobox', { name: 'Company' });
  await expect(company).toHaveAttribute('placeholder', 'All companies');

  await company.fill('bluef');
  const option = funds.filters.getByRole('option', { name: 'Bluefin Apps' });
  await expect(option).toBeVisible();
  await expectNoSeriousViolations(page, { include: '[role="search"]', wcagOnly: true });
  await company.press('ArrowDown');
  await company.press('Enter');
  await expect(company).toHaveValue('Bluefin Apps');
  await expect(page).toHaveURL(/[?&]companyId=\d+/);
  await expect(funds.table.getByRole('row').nth(1)).toContainText('Bluefin Apps');
  // Every payment listed is Bluefin's: only the header row lacks its name.
  await expect(funds.table.getByRole('row').filter({ hasNotText: 'Bluefin Apps' })).toHaveCount(1);

  await page.reload();
  await expect(company).toHaveValue('Bluefin Apps');
  await funds.filters.getByRole('button', { name: 'Show all companies' }).click();
  await expect(company).toHaveValue('');
  await expect(page).not.toHaveURL(/companyId=/);
});

test('business metrics show the finance totals of the chosen period, charted and tabled', async ({ page }) => {
  await login(page, demoUser(1).email);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Period').selectOption('0');
  const table = page.getByRole('table', { name: 'Finance totals' });
  await expect(table.getByRole('row', { name: /^EUR/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'EUR totals' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main', wcagOnly: true });
});
