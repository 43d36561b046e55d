// Issue 23 in Chromium: the owner sets the USD BIN account's auto top-up in the editor (with its live
// preview), purchases through the sandbox issuer (as `npm run simulate` makes them) take the account below
// the threshold, and the account's statement and the bank page show the refill marked auto; the owner
// sets a buyer's spend limit on the user page and the buyer's dashboard shows spent / limit.
import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from './support/api';
import { login } from './support/session';
import { expect, test } from './support/test';

const OWNER = 'owner@demo.test';
const BUYER = 'buyer@demo.test';

type Balance = { id: number; name: string; available: string; currencyCode: string; type: { value: number } };

async function usdBinAccount(request: APIRequestContext, token: string) {
  const balances = await apiCall<{ records: Balance[] }>(request, token, 'GET', '/company/available-balances');
  const bin = balances.records.find((r) => r.type.value === 1 && r.currencyCode === 'USD');
  expect(bin, 'Northwind has a USD BIN account').toBeTruthy();
  return bin!;
}

test('an auto top-up refills the BIN account the purchases drain, as a transfer marked auto', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, OWNER);
  const bin = await usdBinAccount(request, token);
  // A threshold just under what is available now: the next purchases cross it.
  const below = (Math.floor(Number(bin.available)) - 10).toFixed(2);

  await login(page, OWNER);
  await page.goto(`/bank/bin/${bin.id}`);
  const section = page.getByRole('region', { name: /Auto top-up/ });
  await section.getByRole('button', { name: /Change rule|Set up auto top-up/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('When the available balance falls below (USD)').fill(below);
  await dialog.getByLabel('Then').selectOption('amount');
  await dialog.getByLabel('Amount to move (USD)').fill('100.00');
  await expect(dialog.getByRole('status').filter({ hasText: "With today's rate" })).toContainText(
    'would move 100.00 USD',
  );
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText(`falls below ${below} USD, move 100.00 USD`);

  // The simulator's purchases: through the sandbox issuer's signed webhooks.
  const cards = (await (await request.get('/api/sandbox/card-issuer/cards')).json()) as {
    data: { id: number; status: string; currency: string; companyName: string }[];
  };
  const card = cards.data.find(
    (c) => c.status === 'active' && c.currency === 'USD' && c.companyName === 'Northwind Media',
  );
  expect(card, 'an active Northwind USD card').toBeTruthy();
  for (let i = 0; i < 2; i++) {
    const res = await request.post('/api/sandbox/card-issuer/purchase', {
      data: { cardId: card!.id, amount: '15.00', merchant: { name: 'Meta Ads' }, then: 'hold' },
    });
    const text = await res.text();
    expect(res.status(), text).toBe(200);
    expect((JSON.parse(text) as { data: { decision: { approved: boolean } } }).data.decision.approved, text).toBe(true);
  }
  // The refill runs as a job of the portal's worker, within seconds of the crossing.
  await expect
    .poll(
      async () => {
        const rule = await apiCall<{ recent: { outcome: string; amount: string | null }[] }>(
          request,
          token,
          'GET',
          `/bin-account/${bin.id}/auto-top-up`,
        );
        return rule.recent[0] ?? null;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ outcome: 'refilled', amount: '100.00' });

  await expect(async () => {
    await page.reload();
    await expect(
      page
        .getByRole('table', { name: 'Statement' })
        .getByText(/Auto · rule #\d+/)
        .first(),
    ).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await page.goto('/bank');
  const rules = page.getByRole('region', { name: 'Auto top-up rules' });
  await expect(rules).toContainText(bin.name);
  await expect(rules).toContainText('moved 100.00 USD');
});

test("the owner sets a buyer's spend limit and the buyer's dashboard shows it", async ({ page, request }) => {
  const me = await apiCall<{ id: number }>(request, await apiToken(request, BUYER), 'GET', '/user/me');
  await login(page, OWNER);
  await page.goto(`/user/${me.id}`);
  await page.getByRole('button', { name: 'Change spend limits' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Per day').fill('250.00');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Spend limits' })).toContainText('of 250.00 USD today');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, BUYER);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your spend limits' })).toContainText('of 250.00');
});
