import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';

/** How the browser benches start Chromium and sign in, so every one measures the same browser. */

/** The installed Chromium (the machine's, not Playwright's download), or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, and none of Chromium's own background traffic to blur the figures. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
