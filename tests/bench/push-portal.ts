import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { seedDemo } from '@/server/seed/seed';
import { startFakePushService, type FakePushService } from '@/server/test-support/fake-push-service';
import {
  benchServerEnv,
  freePort,
  startServer,
  stopServer,
  waitHealthy,
  withAppRuntime,
  type ServerProcess,
} from './server-process';
import { launchChromium } from './chromium';

export interface PushPortal {
  service: FakePushService;
  browser: Browser;
  /** The API by address (what Node calls). */
  api127: string;
  /** The app's origin for the browser: localhost, so a secure context as push needs. */
  origin: string;
}

/**
 * The set-up of the web-push benches (bench:push, bench:requests): a fresh demo database (PGlite in a temp
 * DATA_DIR), the real server trusting the local fake push service, and Chromium; all stopped after `run`, which
 * fails if the push service refused any message.
 */
export async function withPushPortal<T>(name: string, run: (portal: PushPortal) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cardportal-bench-${name}-`));
  const service = await startFakePushService();
  let server: ServerProcess | null = null;
  const browser = await launchChromium();
  try {
    const port = await freePort();
    const env = benchServerEnv(dataDir, port, {
      // The fake push service is on 127.0.0.1 with its own certificate; production otherwise allows only the
      // browsers' push services.
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: service.caFile,
    });
    await withAppRuntime(env, (runtime) => seedDemo(runtime.deps));
    server = startServer(env);
    const api127 = `http://127.0.0.1:${port}`;
    await waitHealthy(api127, server, 120_000);
    const result = await run({ service, browser, api127, origin: `http://localhost:${port}` });
    // A refused web push means the figures are not of a working set-up, whatever they say.
    if (service.rejections.length)
      throw new Error(`The push service refused messages: ${JSON.stringify(service.rejections)}`);
    return result;
  } finally {
    await browser.close();
    await stopServer(server);
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs `page` in as owner@demo.test at `origin` and waits until the portal's service worker controls it. */
export async function signInUnderWorker(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

/**
 * A CDP session on `page` that follows the portal's service worker registration (deliverPushMessage needs its
 * id, which changes if the worker is replaced) and reports the worker's errors, which would otherwise only show
 * up as timeouts; answers once the worker is registered.
 */
export async function followWorker(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<{ cdp: CDPSession; registrationId: () => string }> {
  const cdp = await context.newCDPSession(page);
  let registrationId = '';
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations)
      if (r.scopeURL === `${origin}/`) registrationId = r.isDeleted ? '' : r.registrationId;
  });
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage: e }) =>
    console.error(`service worker error: ${e.errorMessage} (${e.sourceURL}:${e.lineNumber})`),
  );
  await cdp.send('ServiceWorker.enable');
  while (!registrationId) await new Promise((r) => setTimeout(r, 20));
  return { cdp, registrationId: () => registrationId };
}
