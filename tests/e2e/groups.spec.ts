// Proves issue 4's groups screens in Chromium (roles 1, 5, 6): the seeded "Northwind Holding" is listed with its
// lead; staff create a group with a lead company picked among companies without a group, add a client on the
// add-clients page, open a member's company page, are shown the server's refusal when removing the lead while
// others remain, remove a member and delete the group. axe-core finds no serious or critical violations.
import { AppShell } from './pages/app-shell';
import { GroupsPage } from './pages/groups-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const groupName = `Group ${Date.now().toString(36)}`;

test('staff create a group, add and remove clients, and delete it', async ({ page }) => {
  await login(page, demoUser(5).email);
  const groups = new GroupsPage(page);
  await groups.goto();
  await new AppShell(page).expectAt('/admin/groups', 'Groups');

  const holding = groups.row('Northwind Holding');
  await expect(holding).toContainText('Northwind Media');
  await expect(holding.getByRole('cell').nth(2)).toHaveText('2');
  await expectNoSeriousViolations(page);

  // Create: name and a lead company among those in no group (Northwind is in one, so it is not offered).
  await groups.createButton.click();
  const create = page.getByRole('dialog', { name: 'Create group' });
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create.getByRole('textbox', { name: /^Group name/ })).toHaveAccessibleDescription(/^Value is required/);
  await create.getByRole('textbox', { name: /^Group name/ }).fill(groupName);
  const find = create.getByRole('textbox', { name: 'Find a company' });
  await find.fill('Northwind');
  await expect(create.getByText('No company without a group matches “Northwind”.')).toBeVisible();
  await find.fill('Orchid');
  await create.getByRole('radio', { name: /Orchid Growth/ }).check();
  await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(groups.toast('Created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/groups\/\d+$/);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(groups.member('Orchid Growth')).toContainText('Lead');
  const groupUrl = page.url();

  // Add a client on the add-clients page.
  await page.getByRole('link', { name: 'Add companies' }).click();
  await expect(page).toHaveURL(/\/add-clients/);
  await page.getByRole('search').getByRole('textbox', { name: 'Search' }).fill('Vantage');
  await expect(page).toHaveURL(/query=Vantage/);
  // The URL changes before the filtered rows arrive: a tick on the previous rows could land on a row that moves.
  await expect(groups.candidates).not.toHaveAttribute('aria-busy');
  await expect(groups.candidates.getByRole('row').filter({ hasNotText: 'Vantage' })).toHaveCount(1); // the header
  await groups.candidates.getByRole('checkbox', { name: 'Vantage Mobile' }).check();
  await page.getByRole('button', { name: 'Add selected (1)' }).click();
  await expect(groups.toast(`1 client added to ${groupName}`)).toBeVisible();
  await expect(page).toHaveURL(groupUrl);
  await expect(groups.member('Vantage Mobile')).toBeVisible();
  await expect(groups.member('Vantage Mobile')).not.toContainText('Lead');

  // The member's name opens its company page.
  await groups.member('Vantage Mobile').getByRole('link', { name: 'Vantage Mobile' }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
  await page.goBack();
  await expect(groups.member('Orchid Growth')).toBeVisible();

  // The lead cannot go while others remain: the server's message is shown in the dialog.
  await groups.member('Orchid Growth').getByRole('button', { name: 'Remove Orchid Growth from the group' }).click();
  const removeLead = page.getByRole('dialog', { name: 'Remove from the group?' });
  await removeLead.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removeLead.getByRole('alert')).toHaveText('Choose another lead company before removing this one');
  await removeLead.getByRole('button', { name: 'Cancel' }).click();

  // Remove a member.
  await groups.member('Vantage Mobile').getByRole('button', { name: 'Remove Vantage Mobile from the group' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove from the group?' });
  await expect(remove).toContainText('Vantage Mobile leaves');
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(groups.toast(`Vantage Mobile is removed from ${groupName}`)).toBeVisible();
  await expect(groups.member('Vantage Mobile')).toHaveCount(0);

  // Delete the group: its companies stay, ungrouped.
  await page.getByRole('button', { name: 'Delete group' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete this group?' });
  await expect(deletion).toContainText('no longer grouped');
  await deletion.getByRole('button', { name: 'Delete group' }).click();
  await expect(groups.toast('The group is deleted and its companies are no longer grouped')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/groups$/);
  await expect(groups.row(groupName)).toHaveCount(0);
});

test('support (role 8) cannot reach the groups', async ({ page }) => {
  await login(page, demoUser(8).email);
  await page.goto('/admin/groups');
  await expect(page).toHaveURL((url) => url.pathname !== '/admin/groups');
});
