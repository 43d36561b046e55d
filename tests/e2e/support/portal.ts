/**
 * Run as the e2e portals' command (playwright.config.ts): puts a copy of the run's seeded database in DATA_DIR
 * (seeded-data-dir.ts; the first portal to get here seeds it, the other waits for it and copies), then starts the
 * portal as `npm start` does. Every later portal of the run (the specs' own) copies it too.
 */
import { prepareSeededPgliteDataDir } from '@/server/test-support/seeded-template';

const { DATA_DIR, E2E_RUN_ID } = process.env;
if (!DATA_DIR || !E2E_RUN_ID) throw new Error('DATA_DIR and E2E_RUN_ID are set by playwright.config.ts');
await prepareSeededPgliteDataDir(DATA_DIR, E2E_RUN_ID);
await import('@/server/main');
