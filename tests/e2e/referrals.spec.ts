// Proves issue 3 item 6 in Chromium: staff with referral.manage (role 1 here) see the third-party referrals on
// Confirmation of registration, with the seeded "Affiliate Hub"; create one through the form (its validation shown
// first), copy its registration link, edit it, and find the change in the list. Support (role 8) cannot reach the
// page, and the API refuses them the list too.
import { AppShell } from './pages/app-shell';
import { ReferralsSection } from './pages/referrals-section';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login, storedToken } from './support/session';
import { expect, test } from './support/test';

const partner = `Partner ${Date.now().toString(36)}`;

test('role 1 lists, creates and edits third-party referrals', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, demoUser(1).email);
  const referrals = new ReferralsSection(page);
  await referrals.goto();
  await new AppShell(page).expectAt('/admin/registration-confirmation', 'Confirmation of registration');

  const seeded = referrals.row('Affiliate Hub');
  await expect(seeded).toContainText('AFFHUB2025PARTNR');
  await expect(seeded).toContainText('First 3 transfers free');
  await expect(seeded).toContainText('500.00');
  // The section only: the invitations table above has findings of its own (its approved badge's contrast).
  await expectNoSeriousViolations(page, { include: '#partner-referrals', wcagOnly: true });

  // New: an empty submit shows the required messages and focuses the name.
  await referrals.newButton.click();
  await expect(referrals.dialog).toContainText('New referral');
  await referrals.submit('Create').click();
  await expect(referrals.name).toBeFocused();
  await expect(referrals.name).toHaveAccessibleDescription(/^Value is required/);
  await referrals.amount.fill('1.234');
  await referrals.amount.blur();
  await expect(referrals.amount).toHaveAccessibleDescription(/^Use at most 2 decimal places/);
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', wcagOnly: true });

  await referrals.name.fill(partner);
  await referrals.condition.fill('Two free transfers');
  await referrals.amount.fill('12.5');
  await referrals.count.fill('2');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/company/referral') && r.request().method() === 'POST',
  );
  await referrals.submit('Create').click();
  expect((await created).status()).toBe(201);
  await expect(referrals.toast('Created successfully')).toBeVisible();
  await expect(referrals.dialog).toBeHidden();

  const row = referrals.row(partner);
  await expect(row).toContainText('Two free transfers');
  await expect(row).toContainText('12.50');
  const code = (await row.locator('code').textContent()) ?? '';
  expect(code).toMatch(/^\S{16}$/);
  await row.getByRole('button', { name: `Copy the registration link of ${partner}` }).click();
  await expect(row.getByRole('button', { name: `Copy the registration link of ${partner}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/registration/${code}`,
  );

  // Edit: the same form, prefilled; the change shows in the list.
  await row.getByRole('button', { name: `Edit ${partner}` }).click();
  await expect(referrals.name).toHaveValue(partner);
  await expect(referrals.amount).toHaveValue('12.50');
  await expect(referrals.count).toHaveValue('2');
  await referrals.name.fill(`${partner} edited`);
  await referrals.count.fill('4');
  await referrals.condition.fill('');
  await referrals.submit('Save').click();
  await expect(referrals.toast('Saved successfully')).toBeVisible();
  await expect(referrals.dialog).toBeHidden();

  const edited = referrals.row(`${partner} edited`);
  await expect(edited).toContainText(code);
  await expect(edited.getByRole('cell').nth(4)).toHaveText('4');
  await expect(edited).not.toContainText('Two free transfers');
  await expect(referrals.row(partner)).toHaveCount(0);
});

test('support (role 8) cannot reach the page, and the API refuses the list', async ({ page }) => {
  await login(page, demoUser(8).email);
  await page.goto('/admin/registration-confirmation');
  await new AppShell(page).expectAt('/admin/clients', 'Companies');
  await expect(page.getByRole('region', { name: 'Partner referrals' })).toHaveCount(0);

  const token = await storedToken(page);
  const answer = await page.request.get('/api/company/referrals?onlyThirdParty=1', {
    headers: { Authorization: `Bearer ${token?.accessToken ?? ''}` },
  });
  expect(answer.status()).toBe(403);
});
