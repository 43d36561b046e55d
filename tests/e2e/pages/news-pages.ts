import type { Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /admin/news and its editor (roles 1 and 7). */
export class AdminNewsPage extends PageObject {
  readonly writeLink = this.page.getByRole('link', { name: 'Write an article' }).first();
  readonly table = this.page.getByRole('table', { name: 'News articles' });
  readonly title = this.page.getByRole('textbox', { name: /^Title/ });
  readonly summary = this.page.getByRole('textbox', { name: /^Summary/ });
  /** The rich-text editor's text (contenteditable). */
  readonly body = this.page.getByRole('textbox', { name: 'Text', exact: true });
  /** The same text in the editor's HTML view, after `showHtml()`. */
  readonly htmlBody = this.page.getByRole('textbox', { name: /^Text \(HTML\)/ });
  readonly preview = this.page.getByRole('region', { name: 'Preview' });

  async goto() {
    await this.page.goto('/admin/news');
  }

  /** A button of the editor's formatting toolbar, by its name (Bold, Italic, Subheading, Link, …). */
  tool(name: string): Locator {
    return this.page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
  }

  async showHtml() {
    await this.page.getByRole('group', { name: 'Editing mode' }).getByRole('button', { name: 'HTML' }).click();
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ hasText: title });
  }
}

/** /news and an article (clients). */
export class NewsPage extends PageObject {
  readonly list = this.page.getByRole('list', { name: 'News articles' });
  readonly article = this.page.getByRole('article');

  async goto() {
    await this.page.goto('/news');
  }
}
