// Proves issue 7's news in Chromium: role 7 writes an article beside its live preview, saves a draft, publishes it
// after a confirmation, and a buyer (role 4) reads it on /news, newest first; an article carrying an XSS corpus
// never runs any of it, neither in the staff preview (cleaned only by DOMPurify) nor for the reader (cleaned by
// the server and again by DOMPurify). axe-core finds no serious or critical violations.
import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { AdminNewsPage, NewsPage } from './pages/news-pages';
import { expectNoSeriousViolations } from './support/axe';
import { apiCall, apiToken } from './support/api';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const stamp = Date.now().toString(36);

/** Every way the corpus could run sets a flag or opens a dialog; neither may happen. */
const XSS_BODY = [
  '<p>Harmless text stays.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/x-missing.png" onerror="window.__xss = \'img onerror\'">',
  '<svg onload="window.__xss = \'svg onload\'"><circle r="1"/></svg>',
  '<p onmouseover="window.__xss = \'onmouseover\'">hover me</p>',
  '<a href="javascript:window.__xss=\'js link\'">js link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<style>body { display: none }</style>',
  '<details open ontoggle="window.__xss = \'ontoggle\'"><summary>x</summary></details>',
].join('');

async function expectNothingRan(page: Page, where: string) {
  // Give onerror/onload handlers a moment to fire if anything let them through.
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null),
    `script ran in ${where}`,
  ).toBeNull();
}

test('staff write, preview and publish an article; a buyer reads it first on /news', async ({ page, browser }) => {
  const title = `Card limits explained ${stamp}`;
  await login(page, demoUser(7).email);
  const admin = new AdminNewsPage(page);
  await admin.goto();
  await new AppShell(page).expectAt('/admin/news', 'News');
  await expect(admin.row('Planned maintenance on Sunday night')).toContainText('Draft');
  await expectNoSeriousViolations(page);

  await admin.writeLink.click();
  await new AppShell(page).expectAt('/admin/news/create', 'New article');
  // The title is required: submitting empty says so and sends nothing. Submitted once the text editor (a lazy
  // part) has replaced its placeholder: a click while it arrived showed no error (once, at load 14).
  await expect(admin.body).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin.title).toHaveAccessibleDescription(/Value is required/);

  await admin.title.fill(title);
  await admin.summary.fill('How per-transaction, daily and monthly limits work.');
  // Written with the toolbar and the keyboard, as a person would: a subheading, a bold word, a link.
  await admin.body.click();
  await admin.tool('Subheading').click();
  await expect(admin.tool('Subheading')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Three limits');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Each card has a ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('daily');
  await admin.tool('Bold').click();
  await expect(admin.tool('Bold')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' limit. Read ');
  await admin.tool('Link').click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(address).toHaveAccessibleDescription(/Enter a web address/);
  await address.fill('example.com/limits');
  await address.press('Enter');
  await expect(address).toBeHidden();
  await expect(admin.preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(admin.preview.getByRole('heading', { name: 'Three limits', level: 3 })).toBeVisible();
  await expect(admin.preview.locator('b')).toHaveText('daily');
  await expect(admin.preview.getByRole('link', { name: 'https://example.com/limits' })).toHaveAttribute(
    'href',
    'https://example.com/limits',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin.toast('The article is saved as a draft')).toBeVisible();
  await new AppShell(page).expectAt('/admin/news', 'News');
  await expect(admin.row(title)).toContainText('Draft');

  // Not visible to clients until published.
  const reader = await (await browser.newContext()).newPage();
  await login(reader, demoUser(4).email);
  const news = new NewsPage(reader);
  await news.goto();
  await expect(news.list).not.toContainText(title);

  await admin
    .row(title)
    .getByRole('button', { name: `Publish “${title}”` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Publish this article?' });
  await expect(confirm).toContainText('Every client will see it');
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.toast('The article is published')).toBeVisible();
  await expect(admin.row(title)).toContainText('Published');

  await reader.reload();
  await expect(news.list.getByRole('link').first()).toHaveText(title);
  await expect(news.list.getByRole('listitem').first()).toContainText(
    'How per-transaction, daily and monthly limits work.',
  );
  await expectNoSeriousViolations(reader);
  await news.list.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(/\/news\/\d+$/);
  await expect(news.article.getByRole('heading', { name: title })).toBeVisible();
  await expect(news.article.getByRole('heading', { name: 'Three limits' })).toBeVisible();
  await expect(news.article.locator('b')).toHaveText('daily');
  await expect(news.article.getByRole('link', { name: 'https://example.com/limits' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoSeriousViolations(reader);

  // Taken back: the reader's article is gone, with a sentence rather than a crash.
  await admin
    .row(title)
    .getByRole('button', { name: `Unpublish “${title}”` })
    .click();
  await page
    .getByRole('dialog', { name: 'Take this article back?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(admin.row(title)).toContainText('Draft');
  await reader.reload();
  await expect(reader.getByRole('alert')).toHaveText('This article is not available: it may have been taken down.');
  await reader.context().close();
});

test('an article carrying an XSS corpus never runs it: not in the staff preview, not for the reader', async ({
  page,
  browser,
  request,
}) => {
  const failOnDialog = (p: Page) =>
    p.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
  failOnDialog(page);

  // The staff preview cleans what is typed with DOMPurify alone: nothing has reached the server yet.
  await login(page, demoUser(1).email);
  const admin = new AdminNewsPage(page);
  await page.goto('/admin/news/create');
  await admin.title.fill(`XSS corpus ${stamp}`);
  await admin.showHtml();
  await admin.htmlBody.fill(XSS_BODY);
  await expect(admin.preview).toContainText('Harmless text stays.');
  await admin.preview.getByText('hover me').hover();
  await expect(
    admin.preview.locator('script, iframe, style, svg, [onerror], [onload], [onmouseover], [ontoggle]'),
  ).toHaveCount(0);
  await expectNothingRan(page, 'the staff preview');
  // Back in the rich-text view, the editor shows what was typed cleaned: nothing runs there either.
  await page.getByRole('group', { name: 'Editing mode' }).getByRole('button', { name: 'Rich text' }).click();
  await expect(admin.body).toContainText('Harmless text stays.');
  await expect(admin.body.locator('script, iframe, style, svg, [onerror], [onload], [onmouseover]')).toHaveCount(0);
  await expectNothingRan(page, 'the rich-text editor');

  // Published through the API as is; the server keeps only what its allowlist allows.
  const token = await apiToken(request, demoUser(1).email);
  const { article } = await apiCall<{ article: { id: number } }>(request, token, 'POST', '/backoffice/news/create', {
    title: `XSS corpus ${stamp}`,
    body: XSS_BODY,
  });
  await apiCall(request, token, 'POST', `/backoffice/news/${article.id}/publish`);

  const reader = await (await browser.newContext()).newPage();
  failOnDialog(reader);
  await login(reader, demoUser(2).email);
  await reader.goto(`/news/${article.id}`);
  const body = new NewsPage(reader).article;
  await expect(body).toContainText('Harmless text stays.');
  await body.getByText('hover me').hover();
  await expect(body.locator('script, iframe, style, svg, [onerror], [onload], [onmouseover], [ontoggle]')).toHaveCount(
    0,
  );
  for (const href of await body.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href ?? '', 'no script or data link survives').not.toMatch(/^(javascript|data):/i);
  }
  await expectNothingRan(reader, "the reader's article");
  await expect(reader.locator('body')).toBeVisible();
  await reader.context().close();

  await apiCall(request, token, 'POST', `/backoffice/news/${article.id}/unpublish`);
});

test('the editor publishes after a confirmation, saving what is in the form first', async ({ page, browser }) => {
  const title = `Published from the editor ${stamp}`;
  await login(page, demoUser(7).email);
  const admin = new AdminNewsPage(page);
  await page.goto('/admin/news/create');
  await admin.title.fill(title);
  // The editor loads after the form (its own chunk): Publish is checked against it once it is there.
  await expect(admin.body).toBeVisible();
  // Publish checks the form first: an empty text is refused by name and nothing is asked.
  await page.getByRole('button', { name: 'Publish…' }).click();
  await expect(admin.body).toHaveAccessibleDescription(/Value is required/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await admin.body.click();
  await page.keyboard.type('Straight to every client.');
  await page.getByRole('button', { name: 'Publish…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this article?' });
  await expect(confirm).toContainText('saved as it is in the editor, then published');
  // Cancel leaves everything as it was: nothing saved.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);

  await page.getByRole('button', { name: 'Publish…' }).click();
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.toast('The article is published')).toBeVisible();
  await new AppShell(page).expectAt('/admin/news', 'News');
  await expect(admin.row(title)).toHaveCount(1);
  await expect(admin.row(title)).toContainText('Published');

  const reader = await (await browser.newContext()).newPage();
  await login(reader, demoUser(3).email);
  const news = new NewsPage(reader);
  await news.goto();
  await expect(news.list.getByRole('link').first()).toHaveText(title);
  await reader.context().close();
});
