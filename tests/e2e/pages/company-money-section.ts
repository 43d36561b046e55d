import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The money part of /admin/clients/{id}: balances, totals, payments and the top-up/withdrawal dialogs. */
export class CompanyMoneySection extends PageObject {
  readonly region = this.page.getByRole('region', { name: 'Balances and top-ups', exact: true });
  readonly balances = this.region.getByRole('table', { name: 'Available balances' });

  action(label: string): Locator {
    return this.region.getByRole('button', { name: label, exact: true });
  }

  /** The "Available" cell of an account, as text ("€123.45" or "123.45 USD" style). */
  async available(account: string): Promise<string> {
    const row = this.balances
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: account, exact: true }) });
    await expect(row).toHaveCount(1);
    return (await row.getByRole('cell').nth(5).textContent()) ?? '';
  }

  field(label: string | RegExp): Locator {
    return this.dialog.getByLabel(label);
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}

/** "€1,234.56" / "-1,234.56 USDT" → cents, for comparing balances exactly. */
export function cents(text: string): bigint {
  const match = /(-)?[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const value = BigInt(match[2]!.replace(/,/g, '')) * 100n + BigInt(match[3]!);
  return match[1] ? -value : value;
}
