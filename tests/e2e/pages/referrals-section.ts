import { expect, type Locator, type Page } from '@playwright/test';

/** "Partner referrals" on /admin/registration-confirmation: the table and its New/Edit form. */
export class ReferralsSection {
  readonly section: Locator;
  readonly newButton: Locator;
  readonly dialog: Locator;
  readonly name: Locator;
  readonly condition: Locator;
  readonly amount: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Partner referrals' });
    this.newButton = this.section.getByRole('button', { name: 'New referral' });
    this.dialog = page.getByRole('dialog');
    this.name = this.dialog.getByRole('textbox', { name: /^Name/ });
    this.condition = this.dialog.getByRole('textbox', { name: /^Condition/ });
    this.amount = this.dialog.getByRole('textbox', { name: /^Free transfer amount/ });
    this.count = this.dialog.getByRole('textbox', { name: /^Free transfer count/ });
  }

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

  /** A toast top-right with exactly this text (spec 8, 9). */
  toast(message: string): Locator {
    return this.page.locator('[data-sonner-toaster] [data-sonner-toast]').filter({ hasText: message });
  }
}
