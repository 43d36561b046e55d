import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The header's notification bell and its dropdown (spec 2.4). */
export class Bell extends PageObject {
  readonly trigger = this.page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  readonly count = this.page.getByTestId('bell-count');
  readonly panel = this.page.getByRole('dialog', { name: 'Notifications' });
  readonly list = this.page.getByTestId('bell-list');

  /** The number on the bell (0 when no badge is shown). */
  async shownCount(): Promise<number> {
    if ((await this.count.count()) === 0) return 0;
    const text = (await this.count.textContent()) ?? '0';
    return text === '99+' ? 100 : Number(text);
  }

  async expectCount(count: number) {
    if (count === 0) await expect(this.count).toHaveCount(0);
    else await expect(this.count).toHaveText(count > 99 ? '99+' : String(count));
    await expect(this.trigger).toHaveAccessibleName(
      count > 0 ? `Notifications, ${count} new` : 'Notifications, none new',
    );
  }

  async open() {
    await this.trigger.click();
    await expect(this.panel).toBeVisible();
  }

  items(): Locator {
    return this.list.getByRole('listitem').getByRole('button');
  }

  /** The item whose title is exactly `title`. */
  item(title: string): Locator {
    return this.items().filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** Scrolls the list so that `pxFromBottom` pixels remain below the visible part. */
  async scrollToWithin(pxFromBottom: number) {
    await this.list.evaluate((el, px) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - px;
      el.dispatchEvent(new Event('scroll'));
    }, pxFromBottom);
  }
}
