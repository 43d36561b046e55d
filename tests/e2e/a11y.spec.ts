// Proves that the main entry screens have no serious or critical accessibility violations (axe-core, WCAG 2.x A
// and AA rules): /login for everyone, /dashboard for a company owner, /admin/clients for the super admin.
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

test('/login', async ({ page }) => {
  await new LoginPage(page).goto();
  await expectNoSeriousViolations(page);
});

test('/dashboard as the owner', async ({ page }) => {
  await login(page, demoUser(2).email);
  await new AppShell(page).expectAt('/dashboard', 'Dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('/admin/clients as the super admin', async ({ page }) => {
  await login(page, demoUser(1).email);
  await new AppShell(page).expectAt('/admin/clients', 'Companies');
  await expectNoSeriousViolations(page);
});
