import type { Locator, Page } from '@playwright/test';

/**
 * What every page object has: the page, the dialog open on it and the toasts. A page object declares its
 * locators as fields (`readonly table = this.page.getByRole(…)`): they are built once `page` is set.
 */
export class PageObject {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  /** A toast top-right with exactly this text (spec 8, 9). */
  toast(message: string): Locator {
    return this.page.locator('[data-sonner-toaster] [data-sonner-toast]').filter({ hasText: message });
  }
}
