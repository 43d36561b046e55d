import { dropSeededTemplates } from '@/server/test-support/seeded-template';

/** The run's seeded template (seeded-data-dir.ts), once every spec has finished with it. */
export default async function globalTeardown() {
  const runId = process.env.E2E_RUN_ID;
  if (runId) await dropSeededTemplates((id) => id === runId);
}
