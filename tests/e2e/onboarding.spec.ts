// Proves issue 3's journey in Chromium: a visitor registers (seeing every validation message of spec 5 on
// the way), staff approve on Confirmation of registration, the confirmation e-mail reaches a real SMTP
// server, its /confirm-user/ link sets a password (the strong-password rule shown once), and the new owner
// is signed in on /dashboard with the client sidebar. Also: used links get a clear page, /password-reset
// answers the same for any address, and a referral segment of the wrong length is ignored with a notice.
import { AppShell } from './pages/app-shell';
import { RegistrationPage } from './pages/registration-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser, demoUsers } from './support/demo-users';
import { linkIn, useMailbox } from './support/mail';
import { login } from './support/session';
import { expect, test } from './support/test';

const messages = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  domain: 'Please use another email (not @outlook.com or @icloud.com)',
  telegramHandle: 'Start with @, then 5 to 32 characters: letters, digits and _',
  strongPassword:
    'Use at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special symbol',
  registrationSent: 'Success! Request has been sent. Please check your email.',
  approved: 'The company is created and its owner has been e-mailed a link to set a password',
  resetAnswer: 'If an account exists for this e-mail, we have sent it a link to set a new password',
};

const stamp = Date.now().toString(36);
const founder = { email: `founder-${stamp}@example.com`, telegram: `@founder_${stamp}`, password: 'Founder-pass-1!' };

const mailbox = useMailbox();

test.describe.configure({ mode: 'serial' });

test('register → staff approve → e-mailed link → set password → the owner lands on the dashboard', async ({
  page,
  browser,
}) => {
  const visits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/visit') visits.push(request.url());
  });

  // Step 1, with every validation message of section 5 on the way.
  const registration = new RegistrationPage(page);
  await registration.goto();
  await expect(registration.continueButton).toBeDisabled();
  await registration.email.focus();
  await registration.email.blur();
  await registration.expectFieldError(registration.email, messages.required);
  await registration.fillAndLeave(registration.email, 'founder@');
  await registration.expectFieldError(registration.email, messages.email);
  await registration.fillAndLeave(registration.email, 'founder@outlook.com');
  await registration.expectFieldError(registration.email, messages.domain);
  await registration.fillAndLeave(registration.email, founder.email);
  await expect(registration.email).not.toHaveAttribute('aria-invalid', 'true');

  await expect(registration.telegram).toHaveAttribute('placeholder', '@username');
  await registration.fillAndLeave(registration.telegram, 'founder');
  await registration.expectFieldError(registration.telegram, messages.telegramHandle);
  await registration.fillAndLeave(registration.telegram, founder.telegram);

  await registration.agreement.check();
  await registration.agreement.uncheck();
  await registration.expectFieldError(registration.agreement, messages.required);
  await expect(registration.continueButton).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Terms' }).first()).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  await registration.agreement.check();
  await expect(registration.continueButton).toBeEnabled();

  const registered = page.waitForResponse((r) => r.url().endsWith('/api/company-invitation/register'));
  await registration.continueButton.click();
  expect((await registered).status()).toBe(200);

  // Step 2: the toast and the analytics event once, the bot link, WeChat's QR code.
  await expect(registration.heading).toHaveText('Last step!');
  await expect(page.getByText(messages.registrationSent)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Activate bot' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^https:\/\/t\.me\// })).toBeVisible();
  await page.getByRole('button', { name: 'Contact us on WeChat' }).click();
  const wechat = page.getByRole('dialog', { name: 'Contact us on WeChat' });
  await expect(wechat.getByRole('img', { name: 'QR code of our WeChat contact' })).toBeVisible();
  await wechat.getByRole('button', { name: 'Close' }).first().click();
  await expect(wechat).toBeHidden();
  const events = await page.evaluate(() =>
    ((window as unknown as { __analytics?: { event?: string }[] }).__analytics ?? []).filter(
      (e) => e.event === 'registration-done',
    ),
  );
  expect(events).toHaveLength(1);
  expect(visits, 'POST /visit once, when no fingerprint was stored').toHaveLength(1);
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('fingerprint') ?? '{}')))).toEqual([
    'default',
    'noScreen',
    'cross',
  ]);

  // Back on step 2 returns to step 1, with what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(registration.heading).toHaveText('Join the product');
  await expect(registration.email).toHaveValue(founder.email);

  // Staff see the +count badge, then approve.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, demoUser(1).email);
  const shell = new AppShell(staff);
  await shell.expectAt('/admin/clients', 'Companies');
  const confirmationLink = shell.sidebar.getByRole('link', { name: 'Confirmation of registration', exact: true });
  await expect(confirmationLink).toContainText(/\+\d+/);
  await shell.openSidebarItem('Confirmation of registration');
  await shell.expectAt('/admin/registration-confirmation', 'Confirmation of registration');
  await expect(confirmationLink).not.toContainText(/\+\d+/);

  await staff.getByRole('textbox', { name: 'Search' }).fill(founder.email);
  await expect(staff).toHaveURL(/search=/);
  const row = staff.getByRole('row').filter({ hasText: founder.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(founder.telegram);
  await row.getByRole('button', { name: `Approve ${founder.email}` }).click();
  const approval = staff.getByRole('dialog', { name: 'Approve this registration?' });
  await expect(approval).toContainText('creates the company, its owner');
  await expect(approval).toContainText('e-mails the owner a link to set a password');
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText(messages.approved)).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('link', { name: `Open company settings of ${founder.email}` })).toHaveAttribute(
    'href',
    /^\/admin\/clients\/\d+$/,
  );
  await staffContext.close();

  // The confirmation e-mail reaches the SMTP server; its link sets the first password.
  const mail = await mailbox.waitFor((m) => m.to.includes(founder.email), 15_000);
  const confirmPath = linkIn(mail, '/confirm-user/');
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(confirmPath);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  await expect(owner.getByText(founder.email)).toBeVisible();
  const password = owner.getByRole('textbox', { name: /^New password/ });
  await password.fill('password');
  await password.blur();
  await expect(owner.getByText(messages.strongPassword, { exact: true })).toHaveCount(1);
  await password.fill(founder.password);
  await owner.getByRole('textbox', { name: /^Repeat the password/ }).fill(founder.password);
  await owner.getByRole('button', { name: 'Set password and sign in' }).click();

  const ownerShell = new AppShell(owner);
  await ownerShell.expectAt('/dashboard', 'Dashboard');
  await ownerShell.expectSidebar(demoUsers.find((u) => u.role === 2)!.sidebar);
  await expect(owner.getByRole('link', { name: 'Complete your profile' })).toBeVisible();

  // The link worked once: opened again, it says so instead of showing a form.
  await owner.goto(confirmPath);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('This link was already used');
  await expect(owner.getByRole('link', { name: 'Go to login' })).toBeVisible();
  await ownerContext.close();
});

test('/password-reset answers the same whether or not the e-mail has an account', async ({ page }) => {
  for (const email of [founder.email, `nobody-${stamp}@example.com`]) {
    await page.goto('/password-reset');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.resetAnswer })).toBeVisible();
  }
  await expect
    .poll(() => mailbox.messages.filter((m) => m.to.includes(founder.email) && /password/i.test(m.subject)).length)
    .toBe(1);
  expect(mailbox.messages.some((m) => m.to.includes(`nobody-${stamp}@example.com`))).toBe(false);
});

test('a link that is not one of ours gets a clear page, never a form', async ({ page }) => {
  await page.goto('/password-reset/not-a-real-link-token-1234567890');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password-reset');
  await expect(page.getByRole('textbox', { name: /^New password/ })).toHaveCount(0);
});

test('a referral segment that is not 16 characters is ignored with a notice', async ({ page }) => {
  const registration = new RegistrationPage(page);
  await registration.goto('tooShort');
  await expect(page.getByRole('status').filter({ hasText: 'This referral link is not valid' })).toBeVisible();
  await registration.goto('ABCDEFGHIJKLMNOP');
  await expect(page.getByText('You are joining with referral code ABCDEFGHIJKLMNOP.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This referral link is not valid' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the new owner completes the profile, picks a timezone and gets a Telegram code on /settings', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, founder.email, { password: founder.password });
  await new AppShell(page).expectAt('/dashboard', 'Dashboard');
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await new AppShell(page).expectAt('/settings', 'Settings');
  await expectNoSeriousViolations(page);

  const fill = page.getByRole('region', { name: 'Complete your profile' });
  await fill.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await fill.getByRole('textbox', { name: /^Last name/ }).fill('Founder');
  await fill.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await expect(fill).toBeHidden();

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  await profile.getByRole('combobox', { name: /^Timezone/ }).selectOption('UTC+03:00');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your settings have been saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByRole('combobox', { name: /^Timezone/ })).toHaveValue(
    'UTC+03:00',
  );

  const telegram = page.getByRole('region', { name: 'Telegram' });
  await expect(telegram).toContainText('Not linked');
  await telegram.getByRole('button', { name: 'Connect Telegram' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Telegram' });
  await expect(dialog.getByRole('textbox', { name: 'Your link' })).toHaveValue(/^https:\/\/t\.me\/\w+\?start=/);
  // The countdown follows the link's expiry; the link may come from the fetch after the last navigation (spec 2.5).
  await expect(dialog.getByTestId('telegram-countdown')).toHaveText(/^(5:00|4:[0-5]\d)$/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https:\/\/t\.me\//);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('public onboarding pages and Confirmation of registration pass axe', async ({ page }) => {
  await new RegistrationPage(page).goto();
  await expectNoSeriousViolations(page);
  await page.goto('/password-reset');
  await expectNoSeriousViolations(page);
  await login(page, demoUser(5).email);
  await page.goto('/admin/registration-confirmation?period=0&status=pending');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await expect(page.getByRole('row').filter({ hasText: 'Pending' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
