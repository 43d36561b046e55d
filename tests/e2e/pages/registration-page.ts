import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /registration/{referral}: step 1 "Join the product", step 2 "Last step!". */
export class RegistrationPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1 });
  readonly email = this.page.getByRole('textbox', { name: /^E-mail/ });
  readonly telegram = this.page.getByRole('textbox', { name: /^Telegram/ });
  readonly agreement = this.page.getByRole('checkbox', { name: /I agree to the Terms and the Privacy policy/ });
  readonly continueButton = this.page.getByRole('button', { name: 'Continue', exact: true });
  readonly resetAll = this.page.getByRole('button', { name: 'Reset all', exact: true });

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
