import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/tests/chromium';

/** How the browser benches start Chromium and sign in, so every one measures the same browser. */

export const launchChromium = (args: string[] = CHROMIUM_ARGS) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args });

/** Signs the demo owner in through the login page and waits for the dashboard. */
export async function signInAsOwner(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill('owner@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
}
