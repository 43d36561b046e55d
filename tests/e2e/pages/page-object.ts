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

  /**
   * Closes a toast as a user would, by its close button. A toast sits top-right over the page header's actions
   * for 5 s, and the pointer resting on it pauses its timer: a click on the action below it would wait for ever.
   */
  async dismissToast(message: string) {
    const toast = this.toast(message);
    // It may close on its own meanwhile; then there is nothing to click, and hidden is all that is asked.
    await toast
      .getByRole('button', { name: 'Close toast' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await toast.waitFor({ state: 'hidden' });
  }
}
