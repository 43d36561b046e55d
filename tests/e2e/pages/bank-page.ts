import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /bank (role 2): transit and BIN accounts, the transfer dialog; and the header balance of the shell. */
export class BankPage extends PageObject {
  readonly transit = this.page.getByRole('table', { name: 'Transit accounts' });
  readonly bin = this.page.getByRole('table', { name: 'BIN accounts' });
  readonly transferButton = this.page.getByRole('button', { name: 'Transfer funds', exact: true });
  readonly from = this.dialog.getByRole('combobox', { name: /^From/ });
  readonly to = this.dialog.getByRole('combobox', { name: /^To/ });
  readonly amount = this.dialog.getByRole('textbox', { name: /^Amount/ });
  readonly quote = this.dialog.getByTestId('transfer-quote');
  readonly headerBalance = this.page.getByRole('banner').getByRole('button', { name: /^Balance/ });

  async goto() {
    await this.page.goto('/bank');
    await expect(this.page.getByRole('heading', { name: 'Transit accounts' })).toBeVisible();
    await expect(this.transit.getByRole('row')).not.toHaveCount(1);
  }

  row(table: Locator, account: string): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('link', { name: account, exact: true }) });
  }

  /** The Balance cell of an account, as cents (digits only: '$12,345.67' → 1234567n). */
  async balanceCents(table: Locator, account: string): Promise<bigint> {
    const text = (await this.row(table, account).getByRole('cell').nth(2).textContent()) ?? '';
    return cents(text);
  }

  async chooseAccounts(from: string, to: string) {
    await this.from.selectOption({ label: await optionLabel(this.from, from) });
    await this.to.selectOption({ label: await optionLabel(this.to, to) });
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}

/** '-$1,234.50' or '1,234.50 USDC' → -123450n: the digits of a shown amount, exactly. */
export function cents(text: string): bigint {
  const match = /(-)?[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  const value = BigInt(match[2]!.replace(/,/g, '') + match[3]);
  return match[1] ? -value : value;
}

/** The option of `account` ("Transit USD (…)"), once the accounts have loaded into the select. */
async function optionLabel(select: Locator, account: string): Promise<string> {
  await expect(select.locator('option', { hasText: `${account} (` }).first()).toBeAttached();
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((l) => l.startsWith(`${account} (`));
  if (!label) throw new Error(`No option for ${account} in ${labels.join(' | ')}`);
  return label;
}
