import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The signed-in layout (spec 2.4): header with the route title and the user menu, the sidebar, the page area. */
export class AppShell extends PageObject {
  readonly title = this.page.getByRole('banner').getByRole('heading', { level: 1 });
  readonly sidebar = this.page.getByRole('navigation', { name: 'Main' });
  readonly main = this.page.locator('main#main');

  userMenuButton(name: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name, exact: true });
  }

  async expectAt(path: string, title: string) {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
    await expect(this.title).toHaveText(title);
  }

  /** The sidebar shows exactly these links, in this order: [path, accessible name]. */
  async expectSidebar(expected: [string, string][]) {
    const links = this.sidebar.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs, 'sidebar paths').toEqual(expected.map(([path]) => path));
    for (const [index, [, name]] of expected.entries()) {
      await expect(links.nth(index), `sidebar item ${index + 1}`).toHaveAccessibleName(name);
    }
  }

  async openSidebarItem(name: string) {
    await this.sidebar.getByRole('link', { name, exact: true }).click();
  }

  async logout(userName: string) {
    await this.userMenuButton(userName).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}
