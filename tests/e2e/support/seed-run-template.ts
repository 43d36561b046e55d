/**
 * `npm test`'s e2e-seed step (scripts/test-all.mjs): makes the e2e run's seeded database (seeded-data-dir.ts)
 * while the app builds, so the run's first portal copies it instead of seeding for half a minute on the e2e
 * step's clock. Without this step (`npx playwright test`), the first portal seeds it as before.
 */
import { ensurePgliteTemplate } from '@/server/test-support/seeded-template';

const runId = process.env.E2E_RUN_ID;
if (!runId) throw new Error('E2E_RUN_ID names the e2e run whose template this makes (scripts/test-all.mjs)');
await ensurePgliteTemplate(runId);
