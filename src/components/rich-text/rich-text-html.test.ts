import { describe, expect, it } from 'vitest';
import { cleanEditorHtml, safeLinkHref } from './rich-text-html';

describe('cleanEditorHtml', () => {
  it('keeps the toolbar tags and the rest of the server allowlist as they are', () => {
    const html =
      '<h2>Title</h2><p>A <b>bold</b>, <i>italic</i> and <a href="https://example.com/">linked</a> line.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><blockquote>quoted</blockquote>' +
      '<img src="https://x.test/a.png" alt="A">';
    expect(cleanEditorHtml(html)).toBe(html);
  });

  it("drops the browser's and pasted pages' markup but keeps their text, divs becoming paragraphs", () => {
    expect(
      cleanEditorHtml('<div style="color:red" class="x">one</div><div><span style="font-weight:700">two</span></div>'),
    ).toBe('<p>one</p><p>two</p>');
    expect(cleanEditorHtml('<h1 id="a">Big</h1><h6>Small</h6>')).toBe('<h2>Big</h2><h3>Small</h3>');
    expect(cleanEditorHtml('<div>outer<div>inner</div></div>')).toBe('outer<p>inner</p>');
  });

  it('removes scripts, handlers and unsafe links', () => {
    const clean = cleanEditorHtml(
      '<p onclick="alert(1)">x</p><script>alert(1)</script><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><iframe src="https://e.test"></iframe>',
    );
    expect(clean).not.toMatch(/onclick|onerror|script|javascript|data:|iframe/i);
    expect(clean).toContain('<p>x</p>');
    expect(clean).toContain('js');
    expect(clean).not.toContain('<a');
  });

  it('answers empty for blank lines only, so a required text stays required', () => {
    expect(cleanEditorHtml('<p><br></p>')).toBe('');
    expect(cleanEditorHtml('<p> </p><p><br></p>')).toBe('');
    expect(cleanEditorHtml('<p><br></p><p>Text</p><p><br></p>')).toBe('<p>Text</p>');
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['  example.com/path ', 'https://example.com/path'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(safeLinkHref(typed)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/relative/path',
    '//evil.test',
    'https://',
    'mailto:nobody',
    'not a link',
    '',
  ])('refuses %j', (typed) => {
    expect(safeLinkHref(typed)).toBeNull();
  });
});
