import type { Page } from '@playwright/test';
import { startFakePushService, type FakePushService } from '@/server/test-support/fake-push-service';
import { freePort, startServer, stopServer, waitHealthy, type ServerProcess } from '@/tests/bench/server-process';
import { DEMO_PASSWORD } from './demo-users';
import { seededDataDir } from './seeded-data-dir';
import { test } from './test';

/**
 * A demo portal of a spec's own beside a local fake push service. It runs as its own process because it must
 * trust the service's certificate: NODE_EXTRA_CA_CERTS is read when Node starts, and the service makes its
 * certificate when it starts.
 */
export interface PushPortal {
  service: FakePushService;
  base: string;
  server: ServerProcess;
}

export interface PushPortalOptions {
  /** Names the portal's embedded database directory. */
  name: string;
  healthTimeoutMs: number;
  /** An empty PostgreSQL database to seed, instead of the embedded copy of the run's seeded database. */
  databaseUrl?: string;
}

async function startPushPortal(options: PushPortalOptions): Promise<PushPortal> {
  const service = await startFakePushService();
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: await seededDataDir(options.name) }),
    SEED_DEMO: 'always',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    NODE_EXTRA_CA_CERTS: service.caFile,
  });
  // Node's fetch tries ::1 for "localhost" first; the server listens on IPv4.
  await waitHealthy(`http://127.0.0.1:${port}`, server, options.healthTimeoutMs);
  return { service, base: `http://localhost:${port}`, server };
}

/**
 * The spec file's push portal: started before its first test (within `setupTimeoutMs`, any seeding included) and
 * stopped after its last. The fields are there once the tests run. The file's tests run in order on it, with
 * the service worker allowed: it is what a push spec is about (playwright.config.ts blocks it elsewhere).
 */
export function usePushPortal(options: PushPortalOptions & { setupTimeoutMs: number }): PushPortal {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial' });
  const portal = {} as PushPortal;
  test.beforeAll(async () => {
    test.setTimeout(options.setupTimeoutMs);
    Object.assign(portal, await startPushPortal(options));
  });
  test.afterAll(async () => {
    await stopServer(portal.server ?? null);
    await portal.service?.close();
  });
  return portal;
}

/** Signs in through the login page of the portal at `base` and waits until the app has left /login. */
export async function signInAt(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
