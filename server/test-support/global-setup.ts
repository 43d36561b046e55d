import type { TestProject } from 'vitest/node';
import { dropSeededTemplates, SEEDED_TEMPLATE_MAX_AGE_MS } from './seeded-template';
import { newTemplateRunId, templateRunStartedAt } from './template-run-id';

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
  const runId = newTemplateRunId();
  project.provide('testRunId', runId);
  await dropSeededTemplates((id) => templateRunStartedAt(id) < Date.now() - SEEDED_TEMPLATE_MAX_AGE_MS);
  return () => dropSeededTemplates((id) => id === runId);
}
