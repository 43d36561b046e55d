import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /admin/transfer-funds: the payment lists as tabs, their filters in the URL, role 1's decisions. */
export class TransferFundsPage extends PageObject {
  readonly tabs = this.page.getByRole('tablist', { name: 'Payment lists' });
  readonly filters = this.page.getByRole('search', { name: 'Filter payments' });
  readonly table = this.page.getByRole('table', { name: 'Payments' });

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

  /** Confirms role 1's decision in its dialog: the dialog closes and the payment leaves the pending list. */
  async confirmDecision(decision: 'Accept' | 'Decline', paymentId: number) {
    await this.dialogButton(decision).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.row(paymentId)).toHaveCount(0);
  }
}
