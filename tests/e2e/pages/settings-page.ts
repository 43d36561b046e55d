import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

type Tab = 'tariff' | 'service-fee' | 'crypto-provider' | 'bin-sets' | 'compensation';
type BandField = 'From' | 'To' | 'Fee %';

/** /admin/settings with its tabs, the tariff create page and the dialogs of each tab. */
export class SettingsPage extends PageObject {
  readonly tabs = this.page.getByRole('navigation', { name: 'Settings sections' });

  async goto(tab?: Tab) {
    await this.page.goto(tab ? `/admin/settings?tab=${tab}` : '/admin/settings');
    await expect(this.tabs).toBeVisible();
  }

  tabLink(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  /** A tab's section, named by its heading (its table is a region too, named by the table's caption). */
  section(heading: string): Locator {
    return this.page
      .getByRole('region', { name: heading, exact: true })
      .filter({ has: this.page.getByRole('heading', { name: heading, exact: true }) });
  }

  /** A table row holding a cell with exactly this text. */
  row(scope: Locator, cellText: string): Locator {
    return scope.getByRole('row').filter({ has: this.page.getByRole('cell', { name: cellText, exact: true }) });
  }

  // --- tariff form (the create page, or the edit dialog) ---

  nameInput(scope: Locator = this.page.locator('main')): Locator {
    return scope.getByRole('textbox', { name: /^Name/ });
  }

  band(index: number, field: BandField, scope: Locator = this.page.locator('main')): Locator {
    return scope.getByRole('textbox', { name: `Band ${index + 1}: ${field}` });
  }

  addBand(scope: Locator = this.page.locator('main')): Locator {
    return scope.getByRole('button', { name: 'Add band' });
  }

  removeBand(index: number, scope: Locator = this.page.locator('main')): Locator {
    return scope.getByRole('button', { name: `Remove band ${index + 1}` });
  }

  button(name: string, scope: Locator = this.page.locator('main')): Locator {
    return scope.getByRole('button', { name, exact: true });
  }
}
