// Proves the navigation rules of spec 2.5 in the browser: refused routes go to login with the wanted path (and
// sign-in follows it), staff roles are sent to their area, the area roots redirect, the document title follows the
// route and an analytics hit is recorded per navigation, and unknown or malformed URLs show "Page not found"
// instead of crashing.
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { demoUser, type Role } from './support/demo-users';
import { analyticsHits, login } from './support/session';
import { expect, test } from './support/test';

test('anonymous /bank goes to login with the wanted path, and sign-in as owner lands on /bank', async ({ page }) => {
  await page.goto('/bank');
  const loginPage = new LoginPage(page);
  await loginPage.expectShown();
  expect(loginPage.redirectParam()).toBe('/bank');

  await loginPage.signIn(demoUser(2).email);
  await new AppShell(page).expectAt('/bank', 'Bank');
});

test('a buyer (role 4) opening /bank is sent to login with the wanted path', async ({ page }) => {
  await login(page, demoUser(4).email);
  await new AppShell(page).expectAt('/dashboard', 'Dashboard');
  await page.goto('/bank');
  const loginPage = new LoginPage(page);
  await loginPage.expectShown();
  expect(loginPage.redirectParam()).toBe('/bank');
});

// Where a role lands when it opens a page it may not see, or a section root: [test name, role, opened, landing].
const REDIRECTS: [string, Role, string, { path: string; title: string }][] = [
  [
    'support (role 8) opening /admin/settings is sent to /admin/clients',
    8,
    '/admin/settings',
    { path: '/admin/clients', title: 'Companies' },
  ],
  [
    'role 7 opening /admin/clients is sent to /admin/analytics',
    7,
    '/admin/clients',
    { path: '/admin/analytics', title: 'Analytics' },
  ],
  ['/ redirects a client to /dashboard', 3, '/', { path: '/dashboard', title: 'Dashboard' }],
  ['/admin redirects the super admin to /admin/clients', 1, '/admin', { path: '/admin/clients', title: 'Companies' }],
];

for (const [name, role, opened, landing] of REDIRECTS) {
  test(name, async ({ page }) => {
    await login(page, demoUser(role).email);
    await page.goto(opened);
    await new AppShell(page).expectAt(landing.path, landing.title);
  });
}

test('the document title follows the route and each navigation records one analytics hit', async ({ page }) => {
  await login(page, demoUser(2).email);
  const shell = new AppShell(page);
  await shell.expectAt('/dashboard', 'Dashboard');
  await expect(page).toHaveTitle('Dashboard · Cardportal');

  for (const [label, path, title] of [
    ['Bank', '/bank', 'Bank'],
    ['My wallet', '/wallet', 'My wallet'],
    ['News', '/news', 'News'],
  ] as const) {
    const before = (await analyticsHits(page)).length;
    await shell.openSidebarItem(label);
    await shell.expectAt(path, title);
    await expect(page).toHaveTitle(`${title} · Cardportal`);
    await expect
      .poll(async () => (await analyticsHits(page)).slice(before), { message: `hits after opening ${path}` })
      .toEqual([expect.objectContaining({ url: path, title })]);
  }
});

test('an unknown URL shows "Page not found"', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.ok(), 'the SPA shell is served').toBe(true);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a non-numeric id (/admin/clients/abc) shows not found, not a crash', async ({ page }) => {
  await login(page, demoUser(1).email);
  await page.goto('/admin/clients/abc');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/clients/abc');
});
