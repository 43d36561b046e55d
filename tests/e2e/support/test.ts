import { expect, test as base } from '@playwright/test';

/**
 * The specs' `test`: fails any test during which the page threw an uncaught error or an unhandled rejection,
 * so "shows not found, not a crash" and friends are checked everywhere.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.stack ?? e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
