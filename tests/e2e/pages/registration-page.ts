import { expect, type Locator, type Page } from '@playwright/test';

/** /registration/{referral}: step 1 "Join the product", step 2 "Last step!". */
export class RegistrationPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly telegram: Locator;
  readonly agreement: Locator;
  readonly continueButton: Locator;
  readonly resetAll: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.email = page.getByRole('textbox', { name: /^E-mail/ });
    this.telegram = page.getByRole('textbox', { name: /^Telegram/ });
    this.agreement = page.getByRole('checkbox', { name: /I agree to the Terms and the Privacy policy/ });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.resetAll = page.getByRole('button', { name: 'Reset all', exact: true });
  }

  async goto(referral?: string) {
    await this.page.goto(referral ? `/registration/${referral}` : '/registration');
    await expect(this.heading).toHaveText('Join the product');
  }

  /** The error line under a field (the kit names it `${id}-error` and wires it as the description). */
  async expectFieldError(field: Locator, message: string) {
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }

  /** Types into a field and leaves it, so its validation runs (errors show on blur). */
  async fillAndLeave(field: Locator, value: string) {
    await field.fill(value);
    await field.blur();
  }
}
