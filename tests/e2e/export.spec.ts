// Proves issue 5 item 8 in Chromium: the owner exports a transit statement as CSV (header and the period's
// rows), and the superadmin exports the top-up & withdrawal list as Excel (a ZIP container, "PK").
import { ExportControl } from './pages/export-control';
import { BankPage } from './pages/bank-page';
import { TransferFundsPage } from './pages/transfer-funds-page';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

test('the owner exports a transit statement as CSV', async ({ page }) => {
  await login(page, 'owner@demo.test');
  const bank = new BankPage(page);
  await bank.goto();
  await bank.row(bank.transit, 'Transit USD').getByRole('link', { name: 'Transit USD' }).click();
  await expect(page).toHaveURL(/\/bank\/transit\/\d+/);
  // The last 7 days hold the seed's 7,000.00 USD to BIN, four days ago.
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/period=3/);
  await expect(page.getByRole('table', { name: 'Statement' }).getByRole('row').nth(1)).toBeVisible();

  const download = await new ExportControl(page).download('CSV (.csv)');
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await ExportControl.bytes(download))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('ID');
  expect(lines[0]).toContain('Amount');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).join('\n')).toContain('Transit USD');
});

test('the superadmin exports the top-up and withdrawal list as Excel', async ({ page }) => {
  await login(page, demoUser(1).email);
  const funds = new TransferFundsPage(page);
  await funds.goto({ tab: 'top-up-withdrawal' });
  await expect(funds.tab('Top-up & withdrawal')).toHaveAttribute('aria-selected', 'true');

  const download = await new ExportControl(page).download('Excel (.xlsx)');
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await ExportControl.bytes(download);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
