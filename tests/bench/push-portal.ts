import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
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
 * DATA_DIR), the real server trusting the local fake push service, and Chromium; all stopped after `run`.
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
    return await run({ service, browser, api127, origin: `http://localhost:${port}` });
  } finally {
    await browser.close();
    await stopServer(server);
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
