import { expect, type Page } from '@playwright/test';
import { signAccessToken } from '@/server/modules/auth/access-tokens';
import { LoginPage } from '@/tests/e2e/pages/login-page';
import { DEMO_PASSWORD } from './demo-users';

/** How long one e2e test may take (playwright.config.ts). */
export const E2E_TEST_TIMEOUT_MS = 150_000;

/**
 * The access tokens' lifetime on the e2e portals: longer than a test may last, so no token expires in the
 * middle of one however slow the machine is (a test waiting for a call's answer would get the 401 the app
 * then refreshes past); session.spec gives the app an expired one (expiredTwin) to see the refresh.
 */
export const E2E_ACCESS_TTL_SECONDS = Number(process.env.E2E_ACCESS_TTL ?? E2E_TEST_TIMEOUT_MS / 1000 + 10);

/**
 * The e2e portals sign access tokens with this key (playwright.config.ts), as production signs with its
 * JWT_SECRET, so a spec can hold a token the portal itself issued a lifetime ago (`expiredTwin`) rather than
 * wait one out.
 */
export const E2E_JWT_SECRET = 'e2e-only-signing-key-0123456789abcdefghijklmnop';

/**
 * The access token the portal would have issued for the same user and session one lifetime (plus a minute)
 * ago: signed by the server's own code with the portal's key, and expired now.
 */
export async function expiredTwin(token: StoredTokenSet): Promise<StoredTokenSet> {
  const payload = JSON.parse(Buffer.from(token.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
  const issuedAt = new Date(Date.now() - (E2E_ACCESS_TTL_SECONDS + 60) * 1000);
  const { token: accessToken, expiresAt } = await signAccessToken(
    new TextEncoder().encode(E2E_JWT_SECRET),
    { userId: Number(payload.sub), sessionId: payload.sid },
    E2E_ACCESS_TTL_SECONDS,
    issuedAt,
  );
  return { ...token, accessToken, expiresAt };
}

export interface StoredTokenSet {
  tokenType: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * Signs in through the login page as a user sees it, and waits until the app has left /login.
 * With `redirect`, starts from /login?redirect=… (the app should then follow it).
 */
export async function login(page: Page, email: string, options: { redirect?: string; password?: string } = {}) {
  const loginPage = new LoginPage(page);
  await loginPage.goto(options.redirect);
  await loginPage.signIn(email, options.password ?? DEMO_PASSWORD);
}

/** Puts `token` where the app keeps it, as the app writes it (the version string of the stored one). */
export async function storeToken(page: Page, token: StoredTokenSet) {
  await page.evaluate((value) => {
    const stored = JSON.parse(localStorage.getItem('token')!) as { version: string };
    localStorage.setItem('token', JSON.stringify({ value, version: stored.version }));
  }, token);
}

/** The token the app keeps in localStorage under `token` (spec 3: an object plus a version string). */
export async function storedToken(page: Page): Promise<StoredTokenSet | null> {
  const raw = await page.evaluate(() => localStorage.getItem('token'));
  if (raw === null) return null;
  const parsed = JSON.parse(raw) as { value: StoredTokenSet; version: string };
  expect(typeof parsed.version, 'stored token version').toBe('string');
  return parsed.value;
}

export async function rawStoredToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** The page hits the app recorded (src/lib/analytics.ts keeps them on window.__analytics). */
export async function analyticsHits(page: Page): Promise<{ url: string; title: string; at: number }[]> {
  return page.evaluate(() => {
    const recent =
      (window as unknown as { __analytics?: { url?: string; title?: string; at: number }[] }).__analytics ?? [];
    return recent.filter((entry) => typeof entry.url === 'string') as { url: string; title: string; at: number }[];
  });
}
