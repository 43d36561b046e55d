// Proves issue 4 items 1, 2 and 5 in Chromium: the company page's controls follow the rights of
// src/contracts/access.ts for roles 1, 5, 6 and 8 (actions, edit-dialog fields, sections, team row actions);
// the clients list's search narrows the rows and survives a reload; blocking and unblocking a company shows the
// server's message and the blocked badge; a fee change is saved and kept in the fee history; staff pause and
// reactivate a team user; login as owner gives a one-time link; axe finds no serious or critical violation on
// the list, the company page or the edit dialog; staff move money between two of the company's accounts with
// the transfer form the client's bank page uses.
import type { Page } from '@playwright/test';
import { can, COMPANY_FIELD_RIGHTS, type CompanyField } from '@/src/contracts/access';
import { COMPANY_STATUS } from '@/src/contracts/companies';
import { COMPANY_ACTIONS, COMPANY_FIELD_LABEL, COMPANY_SECTIONS } from '@/src/features/companies/company-actions';
import { AppShell } from './pages/app-shell';
import { BankPage } from './pages/bank-page';
import { ClientsPage } from './pages/clients-page';
import { CompanyPage } from './pages/company-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser, type Role } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';
import { clickToPost } from './support/post';

/** The seeded companies' state (server/seed): Northwind accepted and not blocked, Bluefin under review. */
const NORTHWIND = {
  name: 'Northwind Media',
  status: { value: COMPANY_STATUS.accepted, description: '' },
  isBlocked: false,
};
const BLUEFIN = { name: 'Bluefin Apps', status: { value: COMPANY_STATUS.review, description: '' }, isBlocked: false };

/** The edit dialog's fields for a role, straight from COMPANY_FIELD_RIGHTS. */
const fieldsFor = (role: Role) =>
  can(role, 'company.edit')
    ? (Object.entries(COMPANY_FIELD_RIGHTS) as [CompanyField, Parameters<typeof can>[1]][])
        .filter(([, right]) => can(role, right))
        .map(([field]) => field)
    : [];

async function openCompany(page: Page, name: string) {
  const clients = new ClientsPage(page);
  await clients.goto();
  await clients.openCompany(name);
  const company = new CompanyPage(page);
  await company.expectLoaded(name);
  return company;
}

for (const role of [1, 5, 6, 8] as const) {
  test(`role ${role} sees exactly the company controls access.ts grants`, async ({ page }) => {
    await login(page, demoUser(role).email);
    const company = await openCompany(page, NORTHWIND.name);
    await new AppShell(page).expectAt(new URL(page.url()).pathname, 'Company');

    // Header actions: each shown exactly when can(role, right) and the company's state allows it.
    for (const action of COMPANY_ACTIONS) {
      const expected = can(role, action.right) && (action.when?.(NORTHWIND) ?? true);
      await expect(company.action(action.label), `${action.label} for role ${role}`).toHaveCount(expected ? 1 : 0);
    }
    const expectedCount = COMPANY_ACTIONS.filter((a) => can(role, a.right) && (a.when?.(NORTHWIND) ?? true)).length;
    await expect(company.actionButtons()).toHaveCount(expectedCount);

    // Sections behind their own right; the team (with its filters) for everyone who reaches the page.
    for (const section of COMPANY_SECTIONS) {
      await expect(company.section(section.heading), `${section.heading} for role ${role}`).toHaveCount(
        can(role, section.right) ? 1 : 0,
      );
    }
    const team = company.section('Team');
    await expect(team.getByRole('search', { name: "Filter the company's users" })).toBeVisible();
    await expect(team.getByRole('cell', { name: /owner@demo\.test/ })).toBeVisible();
    // Several actions a row: one keyboard-reachable menu button per row (issue 21).
    const rowActions = team.getByRole('button', { name: /^Actions: / });
    if (can(role, 'company.editTeam')) await expect(rowActions.first()).toBeVisible();
    else await expect(rowActions).toHaveCount(0);
    // The whole page, with every section the fullest role sees.
    if (role === 1) await expectNoSeriousViolations(page);

    // The placeholders of later capabilities are titled and invent nothing.
    for (const heading of ['Balances and top-ups', 'BIN accounts and tariffs', 'Cards']) {
      await expect(company.section(heading)).toBeVisible();
    }

    // The edit dialog: exactly the fields COMPANY_FIELD_RIGHTS allows this role.
    const fields = fieldsFor(role);
    if (fields.length > 0) {
      await company.action('Edit company').click();
      await expect(company.dialog).toBeVisible();
      await expect(company.dialogControls()).toHaveCount(fields.length);
      for (const field of fields) await expect(company.dialogField(COMPANY_FIELD_LABEL[field]), field).toBeVisible();
      if (role === 1) await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
      await company.dialogButton('Cancel').click();
      await expect(company.dialog).toBeHidden();
    }

    // Accept and decline only while a company is under review.
    await openCompany(page, BLUEFIN.name);
    for (const label of ['Accept', 'Decline']) {
      await expect(company.action(label), `${label} for role ${role}`).toHaveCount(can(role, 'company.decide') ? 1 : 0);
    }
  });
}

test('support (role 8) sees the page with filters only: no action at all', async ({ page }) => {
  await login(page, demoUser(8).email);
  const company = await openCompany(page, NORTHWIND.name);
  await expect(company.section('Team').getByRole('search')).toBeVisible();
  await expect(company.actions).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('button', { name: /^(Block|Unblock|Reset|Edit|Accept|Decline|Login)/ }),
  ).toHaveCount(0);
});

test('the list search narrows the rows, lives in the URL and survives a reload', async ({ page }) => {
  await login(page, demoUser(1).email);
  const clients = new ClientsPage(page);
  await clients.goto();
  await expect(clients.row(NORTHWIND.name)).toBeVisible();
  await expect(clients.row(BLUEFIN.name)).toBeVisible();
  await expectNoSeriousViolations(page);

  await clients.search.fill('Northwind');
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === 'Northwind');
  await expect(clients.row(NORTHWIND.name)).toBeVisible();
  await expect(clients.row(BLUEFIN.name)).toHaveCount(0);

  await page.reload();
  await expect(clients.search).toHaveValue('Northwind');
  await expect(clients.row(NORTHWIND.name)).toBeVisible();
  await expect(clients.row(BLUEFIN.name)).toHaveCount(0);

  // Nothing matches: a sentence and a way back.
  await clients.search.fill('no company is called this');
  await expect(page.getByText('No companies match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(clients.search).toHaveValue('');
  await expect(clients.row(BLUEFIN.name)).toBeVisible();

  // Sorting by a header goes to the URL and is announced through aria-sort.
  await clients.columnHeader('Company').getByRole('button').click();
  await expect(clients.columnHeader('Company')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'asc',
  );
});

test('blocking a company shows the server message and the badge; unblocking restores it', async ({ page }) => {
  await login(page, demoUser(1).email);
  const company = await openCompany(page, BLUEFIN.name);
  await expectNoSeriousViolations(page);
  await expect(company.state).not.toContainText('Blocked');

  await company.action('Block company').click();
  await expect(company.dialog).toContainText('signed out at once');
  await expect(company.dialog).toContainText('cannot sign in');
  const blockAnswer = await clickToPost(page, company.dialogButton('Block company'), '/api/company/block', 200);
  const blockMessage = ((await blockAnswer.json()) as { data: { message: string } }).data.message;
  await expect(company.toast(blockMessage)).toBeVisible();
  await expect(company.state).toContainText('Blocked');
  await expect(company.action('Unblock company')).toBeVisible();
  await expect(company.action('Block company')).toHaveCount(0);

  await company.action('Unblock company').click();
  const unblocked = await clickToPost(page, company.dialogButton('Unblock company'), '/api/company/unblock', 200);
  const unblockMessage = ((await unblocked.json()) as { data: { message: string } }).data.message;
  await expect(company.toast(unblockMessage)).toBeVisible();
  await expect(company.state).not.toContainText('Blocked');
  await expect(company.action('Block company')).toBeVisible();

  // The audit log (roles 1 and 6) records both (a retry of this test finds the first attempt's rows too).
  const audit = company.section('Audit log');
  await expect(audit.getByRole('cell', { name: 'Company blocked' }).first()).toBeVisible();
  await expect(audit.getByRole('cell', { name: 'Company unblocked' }).first()).toBeVisible();
});

test('role 5 changes the service fee: saved, shown on the page and kept in the fee history', async ({ page }) => {
  await login(page, demoUser(5).email);
  const company = await openCompany(page, NORTHWIND.name);
  const fee = `${(Date.now() % 9) + 1}.25`;

  await company.action('Edit company').click();
  const input = company.dialogField(COMPANY_FIELD_LABEL.incomeFee);
  await input.fill('101');
  await company.dialogButton('Save').click();
  await expect(input).toHaveAccessibleDescription(/The value must be between 0 and 100/);

  await input.fill(fee);
  const saved = page.waitForResponse(
    (r) => /\/api\/company\/update\/\d+$/.test(r.url()) && r.request().method() === 'PATCH',
  );
  await company.dialogButton('Save').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // Only the changed field is sent.
  expect(Object.keys(answer.request().postDataJSON() as object)).toEqual(['incomeFee']);
  await expect(company.toast('Saved successfully')).toBeVisible();
  await expect(company.dialog).toBeHidden();

  await expect(page.getByRole('region', { name: 'Fees and cards' })).toContainText(`${fee}%`);
  const history = company.section('Fee history');
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: 'Income fee' })
      .filter({ hasText: `${fee}%` })
      .first(),
  ).toBeVisible();
});

test('senior admin (role 6) pauses and reactivates a user of the company from its team', async ({ page }) => {
  await login(page, demoUser(6).email);
  const company = await openCompany(page, NORTHWIND.name);
  const team = company.section('Team');
  await team.getByRole('textbox', { name: /^Search users/ }).fill('owen.price');
  const row = team.getByRole('row').filter({ hasText: 'owen.price@northwind.test' });
  await expect(team.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: /^Actions: / }).click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  await expect(company.dialog).toContainText('signed out at once');
  const paused = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/user/block'));
  await company.dialogButton('Block user').click();
  const pauseMessage = ((await (await paused).json()) as { data: { message: string } }).data.message;
  await expect(company.toast(pauseMessage)).toBeVisible();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: /^Actions: / }).click();
  await expect(page.getByRole('menuitem', { name: 'Block', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Unblock' }).click();
  const activated = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/user/unblock'));
  await company.dialogButton('Unblock user').click();
  const activeMessage = ((await (await activated).json()) as { data: { message: string } }).data.message;
  await expect(company.toast(activeMessage)).toBeVisible();
  await expect(row).toContainText('Active');
});

test('login as owner gives a one-time link that signs another browser in as the owner', async ({ page, browser }) => {
  await login(page, demoUser(1).email);
  const company = await openCompany(page, NORTHWIND.name);
  await company.action('Login as owner').click();
  await expect(company.dialog).toContainText('signs THIS browser in as owner@demo.test');
  await expect(company.dialog).toContainText('replaces your staff session in every tab');
  const link = company.dialog.locator('code');
  await expect(link).toHaveText(/\/auth\/hash\/\S+$/);
  const href = (await link.textContent()) ?? '';
  await expect(company.dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', href);

  // A separate browser context stands for "a private window": the staff session here is left alone.
  const other = await browser.newContext();
  const ownerPage = await other.newPage();
  await ownerPage.goto(href);
  await new AppShell(ownerPage).expectAt('/dashboard', 'Dashboard');
  await other.close();

  // The link works once.
  const again = await browser.newContext();
  const secondTry = await again.newPage();
  await secondTry.goto(href);
  await expect(secondTry.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await again.close();
  await company.dialogButton('Done').click();
  await expect(company.dialog).toBeHidden();
});

test('staff transfer on the company page: the shared form, the staff quote and one posting', async ({ page }) => {
  await login(page, demoUser(1).email);
  await openCompany(page, NORTHWIND.name);
  await page.getByRole('button', { name: 'Transfer funds', exact: true }).click();
  // The client's dialog and the staff's are one form: the bank page object drives both.
  const transfer = new BankPage(page);
  await expect(transfer.dialog).toContainText(NORTHWIND.name);
  await transfer.chooseAccounts('Transit USD', 'BIN 45671234 USD');
  const quoted = page.waitForResponse((r) => /\/approximate-transfer\?/.test(r.url()) && r.url().includes('amount=5'));
  await transfer.amount.fill('5');
  expect((await quoted).url()).toContain('/api/backoffice/top-up/company/');
  await expect(transfer.quote).toContainText('Amount credited');

  await transfer.button('Continue').click();
  await expect(transfer.dialog).toContainText(`Between two accounts of ${NORTHWIND.name}, on the company's behalf.`);
  const response = await clickToPost(page, transfer.button('Confirm transfer'), '/init-transfer', 201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(transfer.dialog).toBeHidden();
});
