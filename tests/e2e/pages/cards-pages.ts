import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** `/wallet`: the card list, its filters and the Add new card link. */
export class WalletPage extends PageObject {
  readonly cards = this.page.getByRole('table', { name: 'Cards' });

  async goto() {
    await this.page.goto('/wallet');
    await expect(this.cards).toBeVisible();
  }

  row(name: string): Locator {
    return this.cards.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async search(text: string) {
    await this.page.getByRole('search', { name: 'Filter cards' }).getByLabel('Search').fill(text);
    await expect(this.page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
  }
}

/** `/wallet/add-new-card`: the issue form, the fee preview and the confirmation. */
export class AddCardPage extends PageObject {
  readonly form = this.page.getByRole('form', { name: 'Issue a card' });
  readonly preview = this.page.getByRole('complementary', { name: 'Issuance fee' });
  readonly confirm = this.page.getByRole('dialog');

  async chooseHolder(search: string, name: string) {
    await this.form.getByLabel('Find a person').fill(search);
    await this.page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  }
}

/** A card page (`/wallet/card/{id}` and the other three): details, status actions, payments. */
export class CardPageModel extends PageObject {
  readonly payments = this.page.getByRole('table', { name: /^Payments of / });

  payment(merchant: string): Locator {
    return this.payments.getByRole('row').filter({ hasText: merchant });
  }
}

/** '$1,234.56' or '€7.00' → cents; NaN when there is no amount. */
export function centsOf(text: string): number {
  const match = /-?[\d,]+\.\d{2}/.exec(text);
  return match ? Math.round(Number(match[0].replace(/,/g, '')) * 100) : Number.NaN;
}
