import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /admin/clients: the companies table with its filters (search, status, segment, blocked, group). */
export class ClientsPage extends PageObject {
  readonly filters = this.page.getByRole('search', { name: 'Filter companies' });
  readonly search = this.filters.getByRole('textbox', { name: /^Search/ });
  readonly table = this.page.getByRole('table', { name: 'Companies' });

  async goto(query = '') {
    await this.page.goto(`/admin/clients${query}`);
    await expect(this.table).toBeVisible();
  }

  filter(label: 'Status' | 'Segment' | 'Blocked' | 'Group'): Locator {
    return this.filters.getByRole('combobox', { name: label, exact: true });
  }

  /** Data rows (skeleton rows excluded). */
  rows(): Locator {
    return this.table.locator('tbody tr:not([data-skeleton])');
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  columnHeader(name: string): Locator {
    return this.table.getByRole('columnheader', { name });
  }

  /** Opens a company's page from its row, searching for it first so it is on the first page. */
  async openCompany(name: string) {
    await this.search.fill(name);
    await expect(this.page).toHaveURL((url) => url.searchParams.get('search') === name);
    // The URL changes before the found rows arrive: a click on the previous rows could land on a row that moves.
    await expect(this.table).not.toHaveAttribute('aria-busy');
    await this.row(name).getByRole('link', { name, exact: true }).click();
    await expect(this.page).toHaveURL(/\/admin\/clients\/\d+$/);
  }
}
