import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareSeededPgliteDataDir } from '@/server/test-support/seeded-template';

/**
 * A data directory holding the demo seed, for a spec's own portal: a copy of a database seeded once per e2e run
 * (the server suites' seeded template, server/test-support/seeded-template.ts; the run's first portal makes it,
 * portal.ts), where each portal used to seed its own (about 26 s of CPU each, six portals a run). The run is
 * named by E2E_RUN_ID (playwright.config.ts), whose teardown drops the template.
 */
export async function seededDataDir(name: string): Promise<string> {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) throw new Error('E2E_RUN_ID is not set: run the specs through playwright.config.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), `cardportal-e2e-${name}-`));
  await prepareSeededPgliteDataDir(dataDir, runId);
  return dataDir;
}
