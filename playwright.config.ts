import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// A fresh embedded database per run: the demo seed is the e2e fixture.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cardportal-e2e-'));
// The portal sends mail to a real SMTP server that specs start on this port when they need mail
// (tests/e2e/support/mail.ts); while none listens, sending fails as with a mail server that is down.
// Set in the environment so the worker processes, which load this file again, agree on it.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    // The built PWA served by the real server, as `npm start` does (run `npm run build` first).
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TTL ?? '30',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
