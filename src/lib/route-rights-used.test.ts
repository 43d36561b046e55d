import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_RIGHTS } from '@/src/contracts/access';

/**
 * Issue 19 item 12: a route right is there because a view uses it. Every key of ROUTE_RIGHTS is named by some
 * PWA file besides the table itself (a route guard, a nav item, a panel's check), or it is a right nobody uses.
 */
describe('every route right is used by a view', () => {
  it('names each key of ROUTE_RIGHTS somewhere in src outside access.ts and the tests', () => {
    const files = (readdirSync('src', { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(join('contracts', 'access.ts')))
      .map((f) => readFileSync(join('src', f), 'utf8'));
    const unused = Object.keys(ROUTE_RIGHTS).filter((key) => !files.some((text) => text.includes(`'${key}'`)));
    expect(unused).toEqual([]);
  });
});
