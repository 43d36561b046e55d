import { expect, type Download } from '@playwright/test';
import { PageObject } from './page-object';
import { readFile } from 'node:fs/promises';

/** The Export button of a payment list, its format menu and the progress line beside it. */
export class ExportControl extends PageObject {
  readonly button = this.page.getByRole('main').getByRole('button', { name: 'Export', exact: true });
  readonly menu = this.page.getByRole('dialog', { name: 'Export format' });

  /** Opens the menu, picks a format and waits for the browser's download. */
  async download(format: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<Download> {
    await expect(this.button).toBeEnabled();
    await this.button.click();
    const downloading = this.page.waitForEvent('download');
    await this.menu.getByRole('button', { name: format }).click();
    const download = await downloading;
    // Once saved the button is ready again (the progress line is gone).
    await expect(this.button).toBeEnabled();
    return download;
  }

  static async bytes(download: Download): Promise<Buffer> {
    const path = await download.path();
    return readFile(path);
  }
}
