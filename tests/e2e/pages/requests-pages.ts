import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** A request form (the card page's "Ask for a higher limit", the wallet's, the dashboard's): a dialog. */
export class AskDialogModel {
  readonly dialog: Locator;
  readonly send: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.send = this.dialog.getByRole('button', { name: 'Send request' });
  }

  async fillLimit(limit: string, amount: string, reason: string) {
    await this.dialog.getByLabel(/^Limit/).selectOption(limit);
    await this.dialog.getByLabel(/^New limit/).fill(amount);
    await this.dialog.getByLabel('Reason').fill(reason);
  }
}

/** `/requests/{id}`: the request, the requester's figures, Approve / Decline. */
export class RequestPageModel extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 2 });

  async approveWith(amount: string, comment: string) {
    await this.page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Approve the request?' });
    await dialog.getByLabel(/^Approved amount/).fill(amount);
    await dialog.getByLabel('Comment (optional)').fill(comment);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
