import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropSeededTemplates, SEEDED_TEMPLATE_MAX_AGE_MS } from './seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's seeded templates (seeded-template.ts): made once per run, since the seed is relative to now. */
    testRunId: string;
  }
}

/**
 * Once per vitest run of the server project: a run id for the seeded templates, the stale templates of
 * runs that died removed first, and this run's removed at the end.
 */
export async function setup(project: TestProject) {
  // Seconds since the epoch come first, so a later run can tell a stale template by its name alone.
  const runId = `${Math.floor(Date.now() / 1000).toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('testRunId', runId);
  await dropSeededTemplates((id) => runStartedAt(id) < Date.now() - SEEDED_TEMPLATE_MAX_AGE_MS);
  return () => dropSeededTemplates((id) => id === runId);
}

function runStartedAt(runId: string): number {
  const seconds = Number.parseInt(runId.slice(0, -6), 36);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}
