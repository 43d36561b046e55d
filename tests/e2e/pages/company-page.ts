import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /admin/clients/{id}: the company's header, its role-driven actions and dialogs, and its sections. */
export class CompanyPage extends PageObject {
  readonly name = this.page.locator('main').getByRole('heading', { level: 2 }).first();
  readonly actions = this.page.getByRole('group', { name: 'Company actions' });
  readonly state = this.page.getByLabel('Company state');

  async expectLoaded(name: string) {
    await expect(this.page.locator('main').getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }

  /** An action button of the header by its label (exact). */
  action(label: string): Locator {
    return this.actions.getByRole('button', { name: label, exact: true });
  }

  /** Every action button the header shows. */
  actionButtons(): Locator {
    return this.actions.getByRole('button');
  }

  section(heading: string): Locator {
    return this.page.getByRole('region', { name: heading, exact: true });
  }

  /** The form controls of the open dialog's form (inputs, selects, text areas), each one field. */
  dialogControls(): Locator {
    return this.dialog.locator('form').locator('input:not([type="hidden"]), select, textarea');
  }

  dialogField(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}
