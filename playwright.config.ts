import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { newTemplateRunId } from './server/test-support/template-run-id';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { E2E_ACCESS_TTL_SECONDS, E2E_JWT_SECRET, E2E_TEST_TIMEOUT_MS } from './tests/e2e/support/session';

// Each worker drives its own portal on its own embedded database (the demo seed is the e2e fixture), so
// specs on different workers never see each other's changes. Worker i uses the ports from
// E2E_PORT + 10·i: the portal, then its SMTP server (+1; tests/e2e/support/mail.ts) and a spec's own
// second portal (+2). This file is loaded again in every worker process, where Playwright has set
// TEST_PARALLEL_INDEX, so `use.baseURL` and the ports in the environment are that worker's.
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
// Three: the suite is not bound by the CPU. With two workers it used 468 s of CPU in a 1,008 s run on two cores
// (a quarter of the machine: the rest is waiting on pages, timers and servers); three passed every test even
// at load 15–19 (docs/benchmarks.md, "Session 11: CI time").
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
const portOf = (worker: number) => BASE_PORT + 10 * worker;
const PORT = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_WORKER_PORT = String(PORT);
// Names the run's seeded template (tests/e2e/support/seeded-data-dir.ts): set in the main process, inherited by
// the workers, which load this file again.
process.env.E2E_RUN_ID ??= newTemplateRunId();

/** The portal of one worker: the built PWA served by the real server, as `npm start` does. */
const portal = (worker: number) => {
  const port = portOf(worker);
  return {
    // The server on a copy of the run's seeded database (tests/e2e/support/seeded-data-dir.ts).
    command: 'node --import tsx tests/e2e/support/portal.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // One portal seeds the run's demo data while the other waits for it, on a two-core machine.
    timeout: 240_000,
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cardportal-e2e-')),
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The card specs buy through the sandbox issuer's controls as `npm run simulate` may (no staff sign-in).
      SANDBOX_OPEN: 'true',
      ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TTL_SECONDS),
      // A key the specs know, so session.spec can hold an expired token of the portal's own making.
      JWT_SECRET: E2E_JWT_SECRET,
      // While no spec listens on this port, sending fails as with a mail server that is down.
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
    },
  };
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  testMatch: '**/*.spec.ts',
  // The two walks visit every route (the phone sweep at two sizes with axe, the offline walk reloading each
  // page twice offline): together longer than the rest of the suite, so CI's 30 minutes cannot hold them.
  // They run with `npm run test:e2e:walks` (E2E_WALKS=1) before a change to layout or offline behaviour.
  testIgnore: process.env.E2E_WALKS ? [] : ['**/phone-sweep.spec.ts', '**/offline-walk.spec.ts'],
  // Files are shared out between the workers; the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Most tests take 5–20 s; the machine's slower phases have made the longest (several sign-ins, axe scans)
  // take over a minute.
  timeout: E2E_TEST_TIMEOUT_MS,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A registered worker precaches the whole app in every test's fresh context: a third of the suite's CPU
    // (bench: 173 s against 258 s for the same 24 tests). The specs about the worker (PWA, offline, push,
    // requests, the walks) allow it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${PORT}`,
    // Recording every test's trace to keep the failures' cost a fifth of the suite's CPU (bench: 192 s against
    // 154 s for the same 24 tests); a failing test's retry is traced. Locally: `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  // Started once, by the main process (run `npm run build` first).
  webServer: Array.from({ length: WORKERS }, (_, worker) => portal(worker)),
});
