// Proves issue 5 items 2, 3, 4 and 7 for clients in Chromium: the owner sees the header balance and the bank
// accounts, opens a transit statement with a period preset, transfers transit USD → BIN USD with the live
// quote (the fee from the tariff) and sees both balances change; a transfer above the available balance shows
// the server's message naming the available amount and changes nothing; the pay-in page shows a TRC address
// and its QR; a buyer without see_balance sees no header balance and no bank link; axe finds no serious or
// critical violations on /bank and the transfer dialog.
import type { Page } from '@playwright/test';
import { BankPage, cents } from './pages/bank-page';
import { expectNoSeriousViolations } from './support/axe';
import { login } from './support/session';
import { expect, test } from './support/test';
import { clickToPost } from './support/post';

const TRANSIT_USD = 'Transit USD';
const BIN_USD = 'BIN 45671234 USD';

test('the owner sees the header balance, the accounts and a transit statement for a period preset', async ({
  page,
}) => {
  await login(page, 'owner@demo.test');
  // The dashboard (where the owner lands) shows the company's money from page/dashboard/*.
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Fees', exact: true })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Accounts' }).getByRole('link', { name: TRANSIT_USD, exact: true }),
  ).toBeVisible();
  const bank = new BankPage(page);
  await expect(bank.headerBalance).toBeVisible();
  await expect(bank.headerBalance).toContainText('Hold');
  await bank.headerBalance.click();
  await expect(
    page.getByRole('dialog', { name: 'Company balance' }).getByRole('rowheader', { name: 'USD', exact: true }),
  ).toBeVisible();

  await bank.goto();
  await expect(bank.row(bank.transit, TRANSIT_USD)).toBeVisible();
  await expect(bank.row(bank.bin, BIN_USD)).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main', wcagOnly: true });

  await bank.row(bank.transit, TRANSIT_USD).getByRole('link', { name: TRANSIT_USD }).click();
  await expect(page).toHaveURL(/\/bank\/transit\/\d+/);
  await expect(page.getByRole('heading', { name: /Transit USD/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/period=3/);
  // The seed moved 7,000.00 USD to the BIN account four days ago: a debit, written with its sign. The demo's
  // auto top-up rule may have refilled the BIN account since the portal started (a row marked Auto).
  const statement = page.getByRole('table', { name: 'Statement' });
  const toBin = statement
    .getByRole('row')
    .filter({ hasText: 'Transfer to BIN account' })
    .filter({ hasNotText: 'Auto top-up' })
    .first();
  await expect(toBin).toContainText('-$7,000.00');

  await toBin.getByRole('button', { name: /^History of payment/ }).click();
  const history = page.getByRole('dialog', { name: 'Transaction history' });
  await expect(history).toContainText('Creation');
  await expect(history).toContainText('Card number');
});

/** The owner's /bank with the transfer dialog open from Transit USD to BIN USD, and both balances before. */
async function openTransitToBin(page: Page) {
  await login(page, 'owner@demo.test');
  const bank = new BankPage(page);
  await bank.goto();
  const before = {
    transit: await bank.balanceCents(bank.transit, TRANSIT_USD),
    bin: await bank.balanceCents(bank.bin, BIN_USD),
  };
  await bank.transferButton.click();
  await bank.chooseAccounts(TRANSIT_USD, BIN_USD);
  return { bank, before };
}

test('a transfer transit USD → BIN USD follows the live quote and moves both balances', async ({ page }) => {
  const { bank, before } = await openTransitToBin(page);
  const quoted = page.waitForResponse(
    (r) => r.url().includes('/api/transfer/approximate-transfer') && r.url().includes('amount=100'),
  );
  await bank.amount.fill('100');
  const quote = (await (await quoted).json()).data as {
    serviceFeeAmount: string;
    transferAmount: string;
    feePercent: string;
  };
  expect(Number(quote.feePercent), 'the BIN account tariff gives a fee').toBeGreaterThan(0);
  await expect(bank.quote).toContainText(`Service fee (${quote.feePercent}%)`);
  await expect(bank.quote).toContainText(`$${quote.serviceFeeAmount}`);
  await expect(bank.quote).toContainText(`$${quote.transferAmount}`);
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', wcagOnly: true });

  await bank.button('Continue').click();
  await expect(bank.dialog).toContainText('leaves Transit USD');
  await expect(bank.dialog).toContainText(`arrives on ${BIN_USD}`);
  const response = await clickToPost(page, bank.button('Confirm transfer'), '/api/transfer', 201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(bank.dialog).toBeHidden();

  await expect.poll(() => bank.balanceCents(bank.transit, TRANSIT_USD)).toBe(before.transit - 10000n);
  await expect.poll(() => bank.balanceCents(bank.bin, BIN_USD)).toBe(before.bin + cents(quote.transferAmount));
});

test('a transfer above the available balance shows the server message and changes nothing', async ({ page }) => {
  const { bank, before } = await openTransitToBin(page);
  await bank.amount.fill('90000000');
  await expect(bank.quote).toContainText('Amount credited');
  await bank.button('Continue').click();
  await clickToPost(page, bank.button('Confirm transfer'), '/api/transfer', 422);
  await expect(bank.amount).toHaveAccessibleDescription(/^Insufficient funds: [\d,.]+ USD available/);
  await bank.button('Cancel').click();

  await page.reload();
  await expect.poll(() => bank.balanceCents(bank.transit, TRANSIT_USD)).toBe(before.transit);
  expect(await bank.balanceCents(bank.bin, BIN_USD)).toBe(before.bin);
});

test('the pay-in page shows the USDT TRC20 address and its QR code', async ({ page }) => {
  await login(page, 'owner@demo.test');
  await page.goto('/top-up');
  const tab = page.getByRole('tab', { name: 'USDT (TRC20)' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'USDT (ERC20)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'USDC (ERC20)' })).toBeVisible();
  const address = page.getByRole('textbox', { name: 'USDT (TRC20) deposit address' });
  await expect(address).toHaveValue(/^T\w{20,}/);
  await expect(page.getByRole('img', { name: 'QR code: the USDT (TRC20) deposit address' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('TRC20');
});

test('a buyer without see_balance sees no header balance and no bank link', async ({ page }) => {
  await login(page, 'buyer@demo.test');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bank' })).toHaveCount(0);
  await expect(new BankPage(page).headerBalance).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Balance' })).toHaveCount(0);
});
