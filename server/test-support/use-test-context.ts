import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type ContextOptions, type TestContext } from './context';

/**
 * The file's app and database (createTestContext), built in the file's first beforeAll and closed after its
 * last test. The object is answered at once and filled in place when beforeAll has run, so a file holds it
 * as a constant; a later beforeAll of the file (vitest runs them in order) can already use it.
 */
export function useTestContext<Name extends string = never>(options: ContextOptions<Name> = {}): TestContext<Name> {
  const t = {} as TestContext<Name>;
  beforeAll(async () => {
    Object.assign(t, await createTestContext(options));
  });
  // Absent when building the context failed: that failure is the one to report.
  afterAll(() => t.close?.());
  return t;
}
