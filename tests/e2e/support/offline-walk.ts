import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/*
 * What the offline walks check on a page (tests/e2e/offline-walk.spec.ts for the client routes,
 * tests/e2e/offline-admin.spec.ts for staff pages): its data still shown, no skeleton for ever, no enabled
 * control that needs the server.
 */

/** Buttons named for what only the server can do; none may be enabled offline, marked or not. */
export const SERVER_ACTION_NAME = new RegExp(
  '^(' +
    [
      'freeze( selected.*)?',
      'unfreeze',
      'close card',
      'change limits',
      'save limits',
      'show card details',
      'show',
      'send a new code',
      'save.*',
      'export',
      'transfer( funds| from .+)?',
      'invite.*',
      'add new card',
      'continue',
      'mark all as read',
      'delete',
      'block',
      'unblock',
      'actions',
      'remove .+ from this team',
      'move.*',
      'connect.*',
      'send',
    ].join('|') +
    ')$',
  'i',
);

export const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The data a page shows: table cells and definition values in the main area (up to 12, the first ones). */
export async function shownData(main: Locator): Promise<string[]> {
  const texts = await main
    .locator('td, dd')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText).filter((text) => /\w/.test(text)));
  return [...new Set(texts.map(normalized))].slice(0, 12);
}

/**
 * Waits until the shell is in (it comes with its page: the root renders both in one background pass on the first
 * load, src/routes/__root.tsx) and nothing on it is a loading skeleton (a skeleton offline would never end).
 */
export async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 20_000 });
}

/** The visible buttons offline that need the server and are still enabled, as `name (why)`. */
export async function enabledServerControls(page: Page, names: RegExp = SERVER_ACTION_NAME): Promise<string[]> {
  return page.locator('button, input[type="submit"]').evaluateAll((controls, pattern) => {
    const actionName = new RegExp(pattern, 'i');
    return controls.flatMap((control) => {
      const element = control as HTMLButtonElement;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.disabled) return [];
      const name = (element.getAttribute('aria-label') ?? element.innerText ?? element.value).trim();
      if (element.hasAttribute('data-needs-server')) return [`${name} (marked but enabled)`];
      if (element.type === 'submit') return [`${name} (a submit button without the mark)`];
      if (actionName.test(name)) return [`${name} (a server action without the mark)`];
      return [];
    });
  }, names.source);
}

/**
 * Reloads the offline page (the `reload`th time) and checks it is still `pathname` with the offline banner and
 * no load error once it settles; answers its main region, to compare with what it showed online.
 */
export async function reloadOffline(page: Page, pathname: string, reload: number): Promise<Locator> {
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page, `reload ${reload} stays on the page, never /login`).toHaveURL(
    (address) => address.pathname === pathname,
  );
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  const main = page.locator('main');
  await expect(main.getByRole('alert').filter({ hasText: /could not be loaded/ })).toHaveCount(0);
  return main;
}
