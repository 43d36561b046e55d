// Proves the user menu of spec 2.4: it toggles on click, offers Settings only where the route is allowed,
// gives clients the Telegram-bot authorization code dialog (a t.me deep link with a running countdown) and
// keeps that dialog from staff.
import { AppShell } from './pages/app-shell';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const displayName = (role: 1 | 2 | 4) => demoUser(role).name;

for (const role of [2, 4] as const) {
  test(`role ${role} opens the Telegram code dialog from the user menu`, async ({ page }) => {
    await login(page, demoUser(role).email);
    const shell = new AppShell(page);
    await shell.expectAt('/dashboard', 'Dashboard');
    await shell.userMenuButton(displayName(role)).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Telegram bot code' }).click();
    await expect(menu).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Connect Telegram' });
    await expect(dialog.getByRole('textbox', { name: 'Your link' })).toHaveValue(/^https:\/\/t\.me\/\w+\?start=/);
    await expect(dialog.getByText(/\b[0-4]:\d{2}\b/)).toBeVisible();
  });
}

test('staff see neither Settings nor the Telegram code in the user menu', async ({ page }) => {
  await login(page, demoUser(1).email);
  const shell = new AppShell(page);
  await shell.expectAt('/admin/clients', 'Companies');
  await shell.userMenuButton(displayName(1)).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Telegram bot code' })).toHaveCount(0);
});
