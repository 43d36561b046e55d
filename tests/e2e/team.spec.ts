// Proves issue 4's Team screens in Chromium: the owner sees the whole company with role, status and team
// filters and invites a buyer into a team ('Invite has been sent'); the invitee opens the e-mailed link, sets a
// password and is signed in. A team lead sees only their own team (not the 'Growth' team) with search and
// status filters and no Invite. Spec 4: the edit/block menu is absent on one's own page and for a paused user,
// who gets Unblock instead. The owner edits, blocks and unblocks a buyer with confirmations; Delete's
// confirmation says the cards are closed too. axe-core finds no serious or critical violations on /team.
import { AppShell } from './pages/app-shell';
import { TeamPage } from './pages/team-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { linkIn, useMailbox } from './support/mail';
import { login } from './support/session';
import { expect, test } from './support/test';

const stamp = Date.now().toString(36);
const invitee = { email: `buyer-${stamp}@example.com`, password: 'Invitee-pass-1!' };

const mailbox = useMailbox();

test.describe.configure({ mode: 'serial' });

test('the owner sees the whole company, filters it and invites a buyer who then signs in', async ({
  page,
  browser,
}) => {
  await login(page, demoUser(2).email);
  const team = new TeamPage(page);
  await team.goto();
  await new AppShell(page).expectAt('/team', 'Team');

  // Both teams, the team labels of spec 3, the open invitation.
  await expect(team.row('marta.silva@northwind.test')).toContainText('Growth');
  await expect(team.row('ravi.mehta@northwind.test')).toContainText('Teamlead not specified');
  await expect(team.row('owner@demo.test')).toContainText('All');
  await expect(team.row('jonas.weber@northwind.test')).toContainText('Invitation sent');
  await expect(team.row('clara.jensen@northwind.test')).toContainText('Paused');
  await expect(team.filter('Role')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The team filter goes to the URL and narrows the list to that team.
  await team.filter('Team').selectOption({ label: 'Growth' });
  await expect(page).toHaveURL(/teamId=\d+/);
  await expect(team.row('owen.price@northwind.test')).toBeVisible();
  await expect(team.row('buyer@demo.test')).toHaveCount(0);
  await team.filter('Team').selectOption({ label: 'All teams' });
  await expect(team.row('buyer@demo.test')).toBeVisible();

  // Invite a buyer into the 'Performance' team.
  await team.inviteButton.click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/^Value is required/);
  await expectNoSeriousViolations(page, { include: '[role="dialog"]' });
  await invite.getByRole('textbox', { name: /^E-mail/ }).fill(invitee.email);
  await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveValue('4');
  await invite.getByRole('combobox', { name: 'Team lead' }).selectOption({ label: 'Performance' });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/user/invite'));
  await invite.getByRole('button', { name: 'Send invite' }).click();
  expect((await sent).status()).toBe(201);
  await expect(team.toast('Invite has been sent')).toBeVisible();
  await expect(invite).toBeHidden();
  await expect(team.row(invitee.email)).toContainText('Invitation sent');
  await expect(team.row(invitee.email)).toContainText('Performance');

  // The same address again is refused with the server's message on the field.
  await team.inviteButton.click();
  await invite.getByRole('textbox', { name: /^E-mail/ }).fill('buyer@demo.test');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/already registered/);
  await invite.getByRole('button', { name: 'Cancel' }).click();

  // The e-mailed link sets a password and signs the invitee in.
  const mail = await mailbox.waitFor((m) => m.to.includes(invitee.email), 15_000);
  const inviteeContext = await browser.newContext();
  const newcomer = await inviteeContext.newPage();
  await newcomer.goto(linkIn(mail, '/confirm-user/'));
  await expect(newcomer.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  await newcomer.getByRole('textbox', { name: /^New password/ }).fill(invitee.password);
  await newcomer.getByRole('textbox', { name: /^Repeat the password/ }).fill(invitee.password);
  await newcomer.getByRole('button', { name: 'Set password and sign in' }).click();
  await new AppShell(newcomer).expectAt('/dashboard', 'Dashboard');
  await inviteeContext.close();

  // Searching asks the server afresh (a reload could show the list cached a moment ago).
  await team.search.fill(invitee.email);
  await expect(page).toHaveURL(/search=/);
  await expect(team.row(invitee.email)).toContainText('Active');
});

test('a team lead sees only their own team, with search and status filters and no invite', async ({ page }) => {
  await login(page, demoUser(3).email);
  const team = new TeamPage(page);
  // Spec 2.2: /user redirects to /team.
  await page.goto('/user');
  await new AppShell(page).expectAt('/team', 'Team');
  await team.goto();
  await expect(team.row('buyer@demo.test')).toBeVisible();
  await expect(team.row(invitee.email)).toBeVisible();
  for (const other of [
    'marta.silva@northwind.test',
    'owen.price@northwind.test',
    'lena.vogel@northwind.test',
    'ravi.mehta@northwind.test',
  ]) {
    await expect(team.row(other), `${other} is not in this team`).toHaveCount(0);
  }
  await expect(team.filter('Status')).toBeVisible();
  await expect(team.filter('Role')).toHaveCount(0);
  await expect(team.filter('Team')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);

  await team.search.fill('clara');
  await expect(page).toHaveURL(/search=clara/);
  await expect(team.row('buyer@demo.test')).toHaveCount(0);

  // A paused user: no menu, Unblock instead.
  await team.openUser('clara.jensen@northwind.test');
  await expect(team.detail('Status')).toHaveText('Paused');
  await expect(team.actionsButton).toHaveCount(0);
  await expect(team.button('Unblock')).toBeVisible();
  // Delete is the owner's alone.
  await expect(team.button('Delete')).toHaveCount(0);

  // One's own page: no menu at all.
  await page.goto('/team');
  await team.openUser('lead@demo.test');
  await expect(team.detail('Team')).toHaveText('Performance');
  await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leo Fischer' })).toBeVisible();
  await expect(team.actionsButton).toHaveCount(0);
  await expect(team.button('Unblock')).toHaveCount(0);
});

test('the owner edits, blocks and unblocks a buyer with confirmations; delete says the cards are closed', async ({
  page,
}) => {
  await login(page, demoUser(2).email);
  const team = new TeamPage(page);

  // One's own page offers nothing.
  await team.goto();
  await team.openUser('owner@demo.test');
  await expect(team.actionsButton).toHaveCount(0);

  await page.goto('/team');
  await team.openUser('ravi.mehta@northwind.test');
  await expect(team.detail('Team')).toHaveText('Teamlead not specified');

  // Edit: names and (owner) team lead and rights.
  await team.actionsButton.click();
  await team.action('Edit').click();
  const edit = page.getByRole('dialog', { name: 'Edit ravi.mehta@northwind.test' });
  await edit.getByRole('combobox', { name: 'Team lead' }).selectOption({ label: 'Growth' });
  await edit.getByRole('checkbox', { name: 'Issue cards' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(team.toast('Saved successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(team.detail('Team')).toHaveText('Growth');
  await expect(team.detail('Permissions')).toContainText('Issue cards');

  // Block, with its confirmation; the menu gives way to Unblock.
  await team.dismissToast('Saved successfully');
  await team.actionsButton.click();
  await team.action('Block').click();
  const block = team.confirmDialog('Block this user?');
  await expect(block).toContainText('cannot sign in until they are unblocked');
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(team.toast('The user is paused and signed out everywhere')).toBeVisible();
  await expect(team.detail('Status')).toHaveText('Paused');
  await expect(team.actionsButton).toHaveCount(0);

  await team.dismissToast('The user is paused and signed out everywhere');
  await team.button('Unblock').click();
  const unblock = team.confirmDialog('Unblock this user?');
  await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(team.toast('The user is active again')).toBeVisible();
  await expect(team.detail('Status')).toHaveText('Active');

  // Delete says what happens to the cards; cancelled here.
  await team.dismissToast('The user is active again');
  await team.actionsButton.click();
  await team.action('Delete').click();
  const remove = team.confirmDialog('Delete this user?');
  await expect(remove).toContainText('Their cards will be closed');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  await expect(team.detail('Status')).toHaveText('Active');

  // On a team lead's page the owner moves buyers out of and into the team.
  await page.goto('/team');
  await team.openUser('marta.silva@northwind.test');
  const members = page.getByRole('region', { name: 'Team members' });
  await expect(members.getByRole('link', { name: 'Owen Price' })).toBeVisible();
  await members.getByRole('button', { name: 'Remove Ravi Mehta from this team' }).click();
  await expect(members.getByRole('link', { name: 'Ravi Mehta' })).toHaveCount(0);
  await members
    .getByRole('combobox', { name: 'Add a buyer without a team' })
    .selectOption({ label: 'Ravi Mehta (ravi.mehta@northwind.test)' });
  await members.getByRole('button', { name: 'Add to team' }).click();
  await expect(members.getByRole('link', { name: 'Ravi Mehta' })).toBeVisible();

  // Deleting the invitee of the first test closes them and goes back to the list.
  await page.goto('/team');
  await team.openUser(invitee.email);
  await team.actionsButton.click();
  await team.action('Delete').click();
  await team.confirmDialog('Delete this user?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(team.toast('The user is closed and signed out everywhere')).toBeVisible();
  await expect(page).toHaveURL(/\/team$/);
  await expect(team.row(invitee.email)).toContainText('Closed');
});
