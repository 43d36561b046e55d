// Proves issue 6's staff and secret-handling screens in Chromium: the owner sees a card's full number after a
// fresh e-mailed code, for a limited time, with nothing of it left in storage; role 1 adds a BIN set to a
// company (opening its BIN account) and removes it after a confirmation, runs a compensation period
// (create, details, stop → end date) and sorts the decline-rate list by its headers (aria-sort).
import type { APIRequestContext, Page } from '@playwright/test';
import { ClientsPage } from './pages/clients-page';
import { useMailbox } from './support/mail';
import { login, storedToken } from './support/session';
import { expect, test } from './support/test';

const mailbox = useMailbox();

/** Calls the API as the signed-in user of `page`. */
async function api(page: Page, request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const token = await storedToken(page);
  const response = await request[method](`/api/${path}`, {
    headers: { Authorization: `Bearer ${token?.accessToken}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * A new BIN set of the first card provider, made through the API as the signed-in staff user of `page`: its BIN is
 * `binFrom` plus the clock, unused by an earlier run. Answers the BIN.
 */
async function createBinSet(page: Page, request: APIRequestContext, binFrom: number, name: string, currency: string) {
  const providers = (await api(page, request, 'get', 'backoffice/settings/provider/list')) as { id: number }[];
  const bin = String(binFrom + (Date.now() % 9_999_999));
  await api(page, request, 'post', 'backoffice/settings/bin-set/create', {
    bin,
    name,
    currency,
    providerId: providers[0]!.id,
    cardIssuanceFee: '1.00',
    monthlyMaintenanceFee: '0.50',
  });
  return bin;
}

test('the owner sees a card number after a fresh e-mailed code, for a limited time, and nothing is stored', async ({
  page,
  request,
}) => {
  await login(page, 'owner@demo.test');
  const cards = (await api(page, request, 'get', 'card/list?status=active&perPage=1')) as {
    records: { id: number; name: string; last4: string }[];
  };
  const card = cards.records[0]!;
  await page.goto(`/wallet/card/${card.id}`);
  const section = page.getByRole('region', { name: 'Card details' });
  await section.getByRole('button', { name: 'Show card details' }).click();
  await expect(section.getByRole('status')).toContainText('We sent a 6-digit code by e-mail to');
  const mail = await mailbox.waitFor(
    (m) => m.subject === 'Your code to see card details' && m.to.includes('owner@demo.test'),
    15_000,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the e-mail').toBeTruthy();

  await section.getByLabel('Code').fill('000000' === code ? '111111' : '000000');
  await section.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(section.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Code').fill(code!);
  const revealed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/card/${card.id}/reveal`) && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: 'Show', exact: true }).click();
  const answer = await revealed;
  expect(answer.headers()['cache-control']).toContain('no-store');
  const secrets = ((await answer.json()) as { data: { number: string; cvv: string } }).data;
  expect(secrets.number.endsWith(card.last4)).toBe(true);
  await expect(section.getByTestId('card-secret-card-number')).toHaveText(
    secrets.number.replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  await expect(section.getByTestId('card-secret-cvv')).toHaveText(secrets.cvv);
  await expect(section.getByText(/^Hidden in \d+ s$/)).toBeVisible();

  // Neither localStorage nor the persisted query cache (IndexedDB, written within a second) holds it.
  await page.waitForTimeout(1500);
  const stored = await page.evaluate(async () => {
    const local = JSON.stringify({ ...localStorage });
    const idb = await new Promise<string>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve('');
        const all = db.transaction('keyval').objectStore('keyval').getAll();
        all.onsuccess = () => resolve(JSON.stringify(all.result));
        all.onerror = () => resolve('');
      };
      open.onerror = () => resolve('');
    });
    return local + idb;
  });
  expect(stored).not.toContain(secrets.number);

  await section.getByRole('button', { name: 'Hide now' }).click();
  await expect(section.getByTestId('card-secret-card-number')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Show card details' })).toBeVisible();
});

test('role 1 adds a BIN set to a company and removes it after a confirmation', async ({ page, request }) => {
  await login(page, 'superadmin@demo.test');
  const bin = await createBinSet(page, request, 70_000_000, 'E2E set', 'EUR');

  const clients = new ClientsPage(page);
  await clients.goto();
  await clients.openCompany('Northwind Media');
  const companyUrl = page.url();
  const section = page.getByRole('region', { name: 'BIN sets' });
  await section.getByRole('link', { name: 'Add BIN sets' }).click();
  await expect(page).toHaveURL(/\/bin-sets\/add$/);
  const add = page.getByRole('button', { name: /^Add selected/ });
  await expect(add).toBeDisabled();
  await page.getByRole('checkbox', { name: `${bin} · E2E set` }).check();
  await add.click();
  await expect(page).toHaveURL(companyUrl);
  const row = section.getByRole('row').filter({ hasText: bin });
  await expect(row).toContainText(`BIN ${bin} EUR`);

  await row.getByRole('button', { name: `Remove BIN set ${bin}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove BIN set ${bin}?` });
  await expect(dialog).toContainText('is closed');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('row').filter({ hasText: bin })).toHaveCount(0);
});

test('role 1 runs a compensation period: create, details, stop with its end date', async ({ page }) => {
  await login(page, 'superadmin@demo.test');
  await page.goto('/admin/settings?tab=compensation');
  const tab = page.getByRole('region', { name: 'Compensation' });
  await tab.getByRole('button', { name: 'Create period' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create compensation period' });
  await create.getByLabel('Compensation amount').fill('abc');
  await create.getByLabel('Compensation percent, %').fill('150');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByLabel('Compensation amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(create.getByLabel('Compensation percent, %')).toHaveAttribute('aria-invalid', 'true');
  await create.getByLabel('Compensation amount').fill('250.00');
  await create.getByLabel('Compensation percent, %').fill('12.5');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  const table = tab.getByRole('table', { name: 'Compensation periods' });
  const active = table.getByRole('row').filter({ hasText: 'Active' }).first();
  await expect(active).toContainText('12.5');
  await active.getByRole('button', { name: /^Details of period/ }).click();
  const details = page.getByRole('dialog', { name: /^Compensation period \d+$/ });
  await expect(details.getByRole('table')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  await active.getByRole('button', { name: /^Stop period/ }).click();
  const stop = page.getByRole('dialog', { name: /^Stop compensation period/ });
  await expect(stop).toContainText('cannot be restarted');
  await stop.getByRole('button', { name: 'Stop period' }).click();
  await expect(stop).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Active' })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('Stopped');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
});

test('role 1 sorts the decline-rate list by its headers, rows over their threshold said in words', async ({ page }) => {
  await login(page, 'superadmin@demo.test');
  await page.goto('/admin/decline-rate');
  const table = page.getByRole('table', { name: 'Companies by decline rate' });
  await expect(table.getByRole('columnheader', { name: 'Decline rate' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.getByRole('button', { name: 'Company' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');
  // Until the sorted page answers, the table shows the previous rows, busy.
  await expect(table).not.toHaveAttribute('aria-busy');
  const names = await table.getByRole('row').locator('td:first-child').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await table.getByRole('button', { name: 'Company' }).click();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'descending');
  // The demo data has companies over the 20 % default threshold this month.
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /Above the [\d.]+ % threshold/ })
      .first(),
  ).toHaveClass(/above/);
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/decline-rate\/\d+$/);
  await expect(page.getByRole('img', { name: 'Decline rate per day' })).toBeVisible();
});

test('role 1 gives a BIN set to every company of a group, then takes it from all of them', async ({
  page,
  request,
}) => {
  await login(page, 'superadmin@demo.test');
  const bin = await createBinSet(page, request, 60_000_000, 'E2E group set', 'USD');

  await page.goto('/admin/groups');
  await page.getByRole('link', { name: 'Northwind Holding', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/groups\/\d+$/);
  const groupUrl = page.url();
  await page.getByRole('link', { name: 'Add BIN sets' }).click();
  const addRow = page.getByRole('row').filter({ hasText: bin });
  await expect(addRow).toContainText('0 of 2');
  await addRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add selected (1)' }).click();
  const confirmAdd = page.getByRole('dialog', { name: 'Add these BIN sets to every member?' });
  await expect(confirmAdd).toContainText(
    `E2E group set (${bin}) will be held by all 2 companies of Northwind Holding.`,
  );
  await confirmAdd.getByRole('button', { name: 'Add BIN sets' }).click();
  await expect(page).toHaveURL(groupUrl);

  await page.getByRole('link', { name: 'Delete BIN sets' }).click();
  const heldRow = page.getByRole('row').filter({ hasText: bin });
  await expect(heldRow).toContainText('2 of 2');
  await heldRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete these BIN sets from every member?' });
  await confirmDelete.getByRole('button', { name: 'Delete BIN sets' }).click();
  await expect(page).toHaveURL(groupUrl);
  await page.getByRole('link', { name: 'Delete BIN sets' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bin })).toHaveCount(0);
});
