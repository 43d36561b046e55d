import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** A selector the check is limited to; the whole page when absent. */
  include?: string;
  /** Only the WCAG A/AA rules, not axe's best practices: the scope the money screens' specs were written to. */
  wcagOnly?: boolean;
  /** What a failure names; the page's path (and the selector) when absent. */
  label?: string;
}

/** axe's serious and critical violations on the page, one line a rule with the nodes it found under it. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(scope.wcagOnly ? WCAG_AA_TAGS : [...WCAG_AA_TAGS, 'best-practice']);
  if (scope.include) builder = builder.include(scope.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary ?? ''}`).join('\n'),
    );
}

/** Fails the test when axe finds a serious or critical violation in `scope`. */
export async function expectNoSeriousViolations(page: Page, scope: AxeScope = {}) {
  const where = scope.label ?? `${new URL(page.url()).pathname}${scope.include ? ` (${scope.include})` : ''}`;
  expect(await seriousViolations(page, scope), `axe on ${where}`).toEqual([]);
}
