// Proves issue 6's client side in Chromium: an owner issues a card to a buyer (preview, confirmation,
// Idempotency-Key); the buyer sees it in My wallet; a purchase made through the sandbox issuer (signed
// webhooks, exactly as a real issuer would send them) appears on the card page and in today's spend; a purchase
// over the card's per-transaction limit is declined with its reason and raises the buyer's decline rate on the
// dashboard. Role 1 uploads a decline file made here with exceljs and gets the server's status as a success.
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { AddCardPage, CardPageModel, centsOf, WalletPage } from './pages/cards-pages';
import { AppShell } from './pages/app-shell';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';
import { clickToPost } from './support/post';

const BUYER = { email: 'buyer@demo.test', name: 'Leo Fischer' };

type Purchase = { transactionId: string; decision: { approved: boolean; reason: string | null } };

/** The sandbox issuer buys on the card and sends the portal its signed webhooks (authorization, then settlement). */
async function purchase(
  request: APIRequestContext,
  cardId: number,
  amount: string,
  merchant: string,
): Promise<Purchase> {
  const response = await request.post('/api/sandbox/card-issuer/purchase', {
    data: { cardId, amount, merchant: { name: merchant } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Purchase }).data;
}

/**
 * The dashboard's figures for this user: today's USD spend in cents and the decline counts. The page first
 * shows what it remembered from the last visit, so the figures are read once both reads of this visit have
 * answered and their sections are no longer busy.
 */
async function dashboardFigures(page: Page) {
  const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());
  const reads = Promise.all([answered('/api/user/today-spend'), answered('/api/company/decline-rate')]);
  await page.goto('/dashboard');
  await reads;
  const today = page.getByRole('region', { name: 'Spent today' });
  const rate = page.getByRole('region', { name: 'Decline rate' });
  await expect(today).toHaveAttribute('aria-busy', 'false');
  await expect(rate).toHaveAttribute('aria-busy', 'false');
  await expect(today.getByRole('listitem').or(today.getByText('Nothing spent today yet.')).first()).toBeVisible();
  const usd = today.getByRole('listitem').filter({ hasText: '$' });
  const spentCents = (await usd.count()) ? centsOf(await usd.first().innerText()) : 0;
  await expect(rate.getByTestId('decline-rate')).toBeVisible();
  const counts = /(\d+) declined of (\d+) payments/.exec(await rate.innerText());
  const rateText = await rate.getByTestId('decline-rate').innerText();
  return {
    spentCents,
    declined: Number(counts?.[1] ?? 0),
    total: Number(counts?.[2] ?? 0),
    rate: Number(/^([\d.]+) %/.exec(rateText)?.[1] ?? 0),
  };
}

test('an owner issues a card to a buyer, who sees it, spends on it and is declined over its limit', async ({
  page,
  browser,
  request,
}) => {
  const cardName = `E2E travel ${Date.now().toString(36)}`;

  // The owner issues one card with a 50.00 per-transaction limit.
  await login(page, 'owner@demo.test');
  const wallet = new WalletPage(page);
  await wallet.goto();
  await page.getByRole('link', { name: 'Add new card' }).click();
  await expect(page).toHaveURL(/\/wallet\/add-new-card$/);
  const issue = new AddCardPage(page);
  await expect(issue.form.getByLabel('BIN set')).toHaveValue(/\d+/);
  await expect(issue.form.getByLabel('BIN set').locator('option:checked')).toContainText('(default)');
  await expect(issue.preview).toContainText('Issuance fee per card');
  await issue.form.getByLabel('Card name').fill(cardName);
  await issue.chooseHolder('buyer@', BUYER.name);
  await issue.form.getByLabel(/^Per transaction/).fill('50');
  await expectNoSeriousViolations(page, { include: 'main', wcagOnly: true });
  await issue.form.getByRole('button', { name: 'Continue' }).click();
  await expect(issue.confirm).toContainText(`“${cardName}” for ${BUYER.name}`);
  await expect(issue.confirm).toContainText('Charged now');
  const issueButton = issue.confirm.getByRole('button', { name: 'Issue card' });
  const response = await clickToPost(page, issueButton, '/api/card/issue', 201);
  expect(response.request().headers()['idempotency-key'], 'an Idempotency-Key on the issue').toMatch(/^[0-9a-f-]{36}$/);
  const cardId = ((await response.json()) as { data: { cards: { id: number }[] } }).data.cards[0]!.id;
  await expect(page).toHaveURL(new RegExp(`/wallet/card/${cardId}$`));
  await expect(page.getByRole('heading', { name: cardName })).toBeVisible();

  // The buyer sees it in My wallet, without a holder filter (spec 6: role 4 the fewest filters).
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await login(buyer, BUYER.email);
  const buyerWallet = new WalletPage(buyer);
  await buyerWallet.goto();
  await expect(buyer.getByRole('search', { name: 'Filter cards' }).getByLabel('Holder')).toHaveCount(0);
  await buyerWallet.search(cardName);
  await expect(buyerWallet.row(cardName)).toContainText('Active');
  const before = await dashboardFigures(buyer);

  // A purchase through the sandbox issuer: approved, settled, on the card page and in today's spend.
  const coffee = await purchase(request, cardId, '12.34', 'E2E Coffee Roasters');
  expect(coffee.decision).toEqual({ approved: true, reason: null });
  await buyer.goto(`/wallet/card/${cardId}`);
  const card = new CardPageModel(buyer);
  await expect(card.payment('E2E Coffee Roasters')).toContainText('$12.34');
  await expect(card.payment('E2E Coffee Roasters')).toContainText('Settled');
  await expectNoSeriousViolations(buyer, { include: 'main', wcagOnly: true });
  const afterCoffee = await dashboardFigures(buyer);
  expect(afterCoffee.spentCents - before.spentCents).toBe(1234);

  // Over the per-transaction limit: declined with its reason, and the decline rate goes up.
  const tooMuch = await purchase(request, cardId, '80.00', 'E2E Airline');
  expect(tooMuch.decision).toEqual({ approved: false, reason: 'limit_per_transaction' });
  await buyer.goto(`/wallet/card/${cardId}`);
  await expect(card.payment('E2E Airline')).toContainText('Declined');
  await expect(card.payment('E2E Airline')).toContainText('Per-transaction limit exceeded');
  const afterDecline = await dashboardFigures(buyer);
  expect(afterDecline.declined).toBe(afterCoffee.declined + 1);
  expect(afterDecline.total).toBe(afterCoffee.total + 1);
  expect(afterDecline.rate).toBeGreaterThan(afterCoffee.rate);
  expect(afterDecline.spentCents, 'a decline spends nothing').toBe(afterCoffee.spentCents);
  await expectNoSeriousViolations(buyer, { include: 'main', wcagOnly: true });
  await buyerContext.close();
});

test('role 1 uploads a decline file for refunds: .xlsx only, Submit after a file, the status as success', async ({
  page,
  request,
}) => {
  // A declined authorization to refund: the sandbox card list names a card, a purchase over its balance or limit is
  // declined.
  const cards = (await (await request.get('/api/sandbox/card-issuer/cards')).json()) as {
    data: { id: number; status: string; currency: string }[];
  };
  const active = cards.data.find((card) => card.status === 'active' && card.currency === 'USD');
  expect(active, 'an active USD card in the demo data').toBeTruthy();
  const declined = await purchase(request, active!.id, '9999999.00', 'E2E Too Big');
  expect(declined.decision.approved).toBe(false);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Declines');
  sheet.addRow(['Transaction ID', 'Date', 'Amount', 'Currency', 'Reason']);
  sheet.addRow([
    declined.transactionId,
    new Date().toISOString().slice(0, 10),
    '9999999.00',
    'USD',
    'insufficient funds',
  ]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

  await login(page, 'superadmin@demo.test');
  await new AppShell(page).userMenuButton(demoUser(1).name).click();
  await page.getByRole('menuitem', { name: 'Upload decline for refunds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload decline for refunds' });
  const input = dialog.getByLabel('Decline file (.xlsx)');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(input).toHaveAttribute('accept', /\.xlsx/);
  await expect(submit).toBeDisabled();

  await input.setInputFiles({ name: 'declines.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
  await expect(dialog.getByRole('alert')).toContainText('is not an Excel spreadsheet (.xlsx), so it was cleared');
  await expect(submit).toBeDisabled();
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);

  await input.setInputFiles({
    name: 'declines.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(submit).toBeEnabled();
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', wcagOnly: true });
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/backoffice/settings/upload-guava-decline-file'));
  await submit.click();
  const answer = await uploaded;
  expect(answer.status(), await answer.text()).toBe(200);
  const data = ((await answer.json()) as { data: { status: string; message: string } }).data;
  expect(data.status).toBe('success');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(data.message)).toBeVisible();
});
