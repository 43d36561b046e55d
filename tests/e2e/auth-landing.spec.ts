// Proves spec 2.5 for sign-in: each of the 8 demo roles lands where it belongs (URL and header title) and sees
// exactly the sidebar items its role may reach (spec 2.2, 2.3, section 6); and a wrong password shows the
// server's message in a toast, top-right (spec 8, 9), leaving the user on /login.
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { demoUsers } from './support/demo-users';
import { storedToken } from './support/session';
import { expect, test } from './support/test';

test.describe('sign-in lands each role where spec 2.5 says', () => {
  for (const user of demoUsers) {
    test(`role ${user.role} (${user.email}) lands on ${user.landing.path}`, async ({ page }) => {
      const loginPage = new LoginPage(page);
      await loginPage.goto();
      await loginPage.signIn(user.email);

      const shell = new AppShell(page);
      await shell.expectAt(user.landing.path, user.landing.title);
      await expect(shell.userMenuButton(user.name)).toBeVisible();
      await shell.expectSidebar(user.sidebar);
      expect(await storedToken(page), 'a token is stored after sign-in').not.toBeNull();
    });
  }
});

test('a wrong password shows the server message in a top-right toast and stays on login', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await loginPage.submitCredentials('owner@demo.test', 'Wrong-pass-1!');
  const response = await answer;
  expect(response.status()).toBe(401);
  const { message } = (await response.json()) as { message: string };
  expect(message).toBeTruthy();

  const toaster = page.locator('[data-sonner-toaster][data-x-position="right"][data-y-position="top"]');
  const toast = toaster.locator('[data-sonner-toast]').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'error');
  // Top-right on screen, not only by attribute.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.y).toBeLessThan(viewport!.height / 2);
  expect(box!.x + box!.width).toBeGreaterThan(viewport!.width / 2);

  await loginPage.expectShown();
  expect(await storedToken(page)).toBeNull();
});
