// Proves issue 7's partner button in Chromium: role 7 designs it at /admin/partners (hex and opacity per colour, a
// gradient fill at an angle, a border), is told which field is wrong (a bad hex; the almost-white rule), sees the
// live preview, saves and publishes it with the server's message; an owner (role 2) then finds it under the
// sidebar beside the support bot link, a staff user does not; unpublished it is gone, and when it fails to load
// the client sees nothing of it and no error toast. axe-core finds no serious or critical violations.
import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const toast = (page: Page, message: string) =>
  page.locator('[data-sonner-toaster] [data-sonner-toast]').filter({ hasText: message });
const partnerButton = (page: Page) => page.getByTestId('partner-button');

test('staff design and publish the partner button; an owner sees it with the support link', async ({
  page,
  browser,
}) => {
  await login(page, demoUser(7).email);
  await page.goto('/admin/partners');
  await new AppShell(page).expectAt('/admin/partners', 'Partners & banners');
  const form = page.getByRole('form', { name: 'Partner button' });
  const field = (name: string | RegExp) => form.getByRole('textbox', { name });

  await field(/^Name(?! colour)/).fill('Adsterra offer');
  await field(/^Link/).fill('https://partner.example/offer');

  // A bad hex names its field on leaving it.
  const fillHex = field('Fill colour (hex)');
  await fillHex.fill('#12');
  await fillHex.blur();
  await expect(fillHex).toHaveAccessibleDescription(/Enter a colour as # and 3 or 6 hex digits/);

  // The almost-white rule: a white name on an almost-white fill is refused, naming the name colour.
  await fillHex.fill('#FAFAFA');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'almost white' })).toBeVisible();
  await expect(toast(page, 'The partner button is saved')).toHaveCount(0);

  // A gradient fill of two colours at 135°, a 2 px border, published.
  await form.getByRole('combobox', { name: 'Type' }).nth(1).selectOption('gradient');
  await field('Fill colour 1 (hex)').fill('#1E6FD9');
  await field('Fill colour 2 (hex)').fill('#0B3D91');
  await field('Fill colour 2 opacity (0–1)').fill('0.9');
  await field('Gradient angle (0–360°)').fill('135');
  await field(/^Border size/).fill('2');
  await field('Border colour (hex)').fill('#FFD166');
  await form.getByRole('checkbox', { name: /Published/ }).check();
  await expect(form.getByRole('alert')).toHaveCount(0);

  const preview = page.getByTestId('partner-button-preview');
  await expect(preview).toHaveText('Adsterra offer');
  await expect(preview).toHaveCSS(
    'background-image',
    'linear-gradient(135deg, rgb(30, 111, 217), rgba(11, 61, 145, 0.9))',
  );
  await expect(preview).toHaveCSS('border-top-width', '2px');
  await expectNoSeriousViolations(page);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The partner button is saved and published')).toBeVisible();
  // Staff do not get the client's button in their own layout.
  await expect(partnerButton(page)).toHaveCount(0);

  const owner = await (await browser.newContext()).newPage();
  await login(owner, demoUser(2).email);
  await expect(partnerButton(owner)).toHaveText('Adsterra offer');
  await expect(partnerButton(owner)).toHaveAttribute('href', 'https://partner.example/offer');
  await expect(partnerButton(owner)).toHaveAttribute('target', '_blank');
  // Spec 2.5: the messaging link fetched after navigation gives the support link the owner's start code.
  await expect(owner.getByRole('link', { name: 'Support in Telegram' })).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\/\w+\?start=[\w-]+$/,
  );
  await expectNoSeriousViolations(owner);

  // Unpublished: the client keeps the support link, the button is gone.
  await page.reload();
  await form.getByRole('checkbox', { name: /Published/ }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The partner button is saved; it is not published')).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('link', { name: 'Support in Telegram' })).toBeVisible();
  await expect(partnerButton(owner)).toHaveCount(0);
  await owner.context().close();
});

test('when the partner button fails to load, the client sees nothing of it and no error', async ({ page }) => {
  await page.route('**/api/partner-button', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await login(page, demoUser(3).email);
  await expect(new AppShell(page).sidebar).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('The partner button could not be loaded'))).toBe(true);
  await expect(page.getByTestId('partner-links')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toaster] [data-sonner-toast]')).toHaveCount(0);
});
