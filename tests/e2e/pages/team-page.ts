import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The client's /team list, the Invite dialog and a /user/{id} page with its actions. */
export class TeamPage extends PageObject {
  readonly table = this.page.getByRole('table', { name: 'Team members' });
  readonly search = this.page
    .getByRole('search', { name: 'Filter team members' })
    .getByRole('textbox', { name: 'Search' });
  readonly inviteButton = this.page.getByRole('button', { name: 'Invite user' }).first();

  async goto() {
    await this.page.goto('/team');
    await expect(this.table).toBeVisible();
    await expect(this.table.locator('tr[data-skeleton]')).toHaveCount(0);
  }

  filter(name: 'Role' | 'Status' | 'Team'): Locator {
    return this.page.getByRole('search', { name: 'Filter team members' }).getByRole('combobox', { name });
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async openUser(email: string) {
    await this.row(email).getByRole('link').first().click();
    await expect(this.page).toHaveURL(/\/user\/\d+$/);
    await expect(this.page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  }

  // the /user/{id} page
  get actionsButton(): Locator {
    return this.page.getByRole('button', { name: 'Actions', exact: true });
  }

  action(name: 'Edit' | 'Block' | 'Reset sessions' | 'Delete'): Locator {
    return this.page.getByRole('dialog', { name: 'User actions' }).getByRole('button', { name, exact: true });
  }

  button(name: 'Unblock' | 'Delete'): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  confirmDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The user page's details: the value next to a label. */
  detail(label: string): Locator {
    return this.page
      .locator('dl div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }
}
