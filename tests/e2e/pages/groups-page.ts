import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The staff groups screens: /admin/groups, /admin/groups/{id} and /admin/groups/{id}/add-clients. */
export class GroupsPage extends PageObject {
  readonly table = this.page.getByRole('table', { name: 'Groups' });
  readonly createButton = this.page.getByRole('button', { name: 'Create group' }).first();

  async goto() {
    await this.page.goto('/admin/groups');
    await expect(this.table).toBeVisible();
    await expect(this.table.locator('tr[data-skeleton]')).toHaveCount(0);
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  // the group page
  get members(): Locator {
    return this.page.getByRole('table', { name: /^Companies of / });
  }

  member(name: string): Locator {
    return this.members.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  // the add-clients page
  get candidates(): Locator {
    return this.page.getByRole('table', { name: 'Companies without a group' });
  }
}
