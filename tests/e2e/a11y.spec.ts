// Proves that the main entry screens have no serious or critical accessibility violations (axe-core, WCAG 2.x A
// and AA rules): /login for everyone, /dashboard for a company owner, /admin/clients for the super admin.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe violations on ${new URL(page.url()).pathname}`).toEqual([]);
}

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
