import { defineConfig } from 'vitest/config';
import { rootAlias } from './vite.config';

// Two projects: the PWA's units in jsdom, the API's integration suites in Node against a real database
// (in-memory PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  resolve: { alias: rootAlias },
  test: {
    // Each server file builds its own database; PGlite instances are heavy, so two workers (two cores).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: rootAlias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom per worker, not per file: building it for each of the ~100 files was most of the step
          // (95 s against 20 s). Tests clean up after themselves (tests/setup/unit.ts); a test that reads a
          // module's own state imports the module afresh (vi.resetModules).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        resolve: { alias: rootAlias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // A run id for the seeded database each file copies (server/test-support/seeded-template.ts).
          globalSetup: ['server/test-support/global-setup.ts'],
          // Files share their worker's modules: each builds its own database and app (createTestContext), so
          // loading the server's module graph once per worker, not per file, halves the step (422 s → 216 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
