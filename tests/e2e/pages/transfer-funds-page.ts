import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/transfer-funds: the payment lists as tabs, their filters in the URL, role 1's decisions. */
export class TransferFundsPage {
  readonly tabs: Locator;
  readonly filters: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Payment lists' });
    this.filters = page.getByRole('search', { name: 'Filter payments' });
    this.table = page.getByRole('table', { name: 'Payments' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(search: Record<string, string | number> = {}) {
    const query = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString();
    await this.page.goto(`/admin/transfer-funds${query ? `?${query}` : ''}`);
    await expect(this.tabs).toBeVisible();
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  /** The row of one payment, by its id in the first cell. */
  row(paymentId: number): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: String(paymentId), exact: true }) });
  }

  accept(paymentId: number): Locator {
    return this.page.getByRole('button', { name: `Accept payment ${paymentId}`, exact: true });
  }

  decline(paymentId: number): Locator {
    return this.page.getByRole('button', { name: `Decline payment ${paymentId}`, exact: true });
  }

  /** Every Accept/Decline button on the page. */
  decisionButtons(): Locator {
    return this.table.getByRole('button', { name: /^(Accept|Decline) payment \d+$/ });
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  toast(message: string): Locator {
    return this.page.locator('[data-sonner-toaster] [data-sonner-toast]').filter({ hasText: message });
  }
}
