import type { Locator, Page } from '@playwright/test';

/** /admin/news and its editor (roles 1 and 7). */
export class AdminNewsPage {
  readonly writeLink: Locator;
  readonly table: Locator;
  readonly title: Locator;
  readonly summary: Locator;
  /** The rich-text editor's text (contenteditable). */
  readonly body: Locator;
  /** The same text in the editor's HTML view, after `showHtml()`. */
  readonly htmlBody: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.writeLink = page.getByRole('link', { name: 'Write an article' }).first();
    this.table = page.getByRole('table', { name: 'News articles' });
    this.title = page.getByRole('textbox', { name: /^Title/ });
    this.summary = page.getByRole('textbox', { name: /^Summary/ });
    this.body = page.getByRole('textbox', { name: 'Text', exact: true });
    this.htmlBody = page.getByRole('textbox', { name: /^Text \(HTML\)/ });
    this.preview = page.getByRole('region', { name: 'Preview' });
  }

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

  toast(message: string): Locator {
    return this.page.locator('[data-sonner-toaster] [data-sonner-toast]').filter({ hasText: message });
  }
}

/** /news and an article (clients). */
export class NewsPage {
  readonly list: Locator;
  readonly article: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'News articles' });
    this.article = page.getByRole('article');
  }

  async goto() {
    await this.page.goto('/news');
  }
}
