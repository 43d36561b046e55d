import { randomBytes } from 'node:crypto';

/**
 * Names one test run's seeded templates (seeded-template.ts): the vitest server run's and the e2e run's. Seconds
 * since the epoch come first, so a later run can tell a stale template by its name alone.
 */
export function newTemplateRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}${randomBytes(3).toString('hex')}`;
}

/** When the run named `runId` started (0 when the name is not one of newTemplateRunId's). */
export function templateRunStartedAt(runId: string): number {
  const seconds = Number.parseInt(runId.slice(0, -6), 36);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}
