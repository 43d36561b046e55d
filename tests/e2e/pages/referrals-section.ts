import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** "Partner referrals" on /admin/registration-confirmation: the table and its New/Edit form. */
export class ReferralsSection extends PageObject {
  readonly section = this.page.getByRole('region', { name: 'Partner referrals' });
  readonly newButton = this.section.getByRole('button', { name: 'New referral' });
  readonly name = this.dialog.getByRole('textbox', { name: /^Name/ });
  readonly condition = this.dialog.getByRole('textbox', { name: /^Condition/ });
  readonly amount = this.dialog.getByRole('textbox', { name: /^Free transfer amount/ });
  readonly count = this.dialog.getByRole('textbox', { name: /^Free transfer count/ });

  async goto() {
    await this.page.goto('/admin/registration-confirmation');
    await expect(this.section.getByRole('heading', { name: 'Partner referrals' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.section.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  submit(text: 'Create' | 'Save'): Locator {
    return this.dialog.getByRole('button', { name: text, exact: true });
  }
}
