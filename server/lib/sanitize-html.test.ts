import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html';

/**
 * The one allowlist on its own (the news and notification suites check it through the API): what the news
 * editor's toolbar writes goes through unchanged, crafted markup loses everything that could run.
 */

const EXECUTABLE = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /href="data:/i,
  /<(svg|math|iframe|style|object|embed|form|input|noscript|template|base|meta|link)\b/i,
  /style=/i,
];

describe('sanitizeHtml', () => {
  it('keeps what the rich-text editor writes, links opening outside the app', () => {
    const editor =
      '<h2>Heading</h2><h3>Subheading</h3><p>A <b>bold</b>, <strong>strong</strong>, <i>italic</i> and ' +
      '<em>em</em> line<br />with a break.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(editor)).toBe(editor);
    expect(sanitizeHtml('<p><a href="https://example.com/x?a=1&amp;b=2">link</a></p>')).toBe(
      '<p><a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toContain('href="mailto:help@example.com"');
  });

  it.each([
    ['entity-encoded scheme', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['hex entity with a tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['leading spaces and newline', '<a href="  \njavascript:alert(1)">x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['protocol-relative', '<a href="//evil.test/x">x</a>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['comment breakout', '<!--><img src=x onerror=alert(1)>-->'],
    ['CDATA', '<p>a</p><![CDATA[<script>alert(1)</script>]]>'],
    ['template', '<template><script>alert(1)</script></template>'],
    [
      'base and meta',
      '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    ],
    ['uppercase tags and handlers', '<SCRIPT>alert(1)</SCRIPT><P ONCLICK="alert(1)">x</P>'],
    ['unclosed attribute', '<p title="x><script>alert(1)</script>'],
    ['svg in an img data URL keeps no handler', '<img src="data:image/svg+xml,<svg onload=alert(1)>" onload="x">'],
    ['handler without quotes or spaces', '<img/src=x/onerror=alert(1)>'],
    ['style with expression', '<p style="width:expression(alert(1))">x</p>'],
  ])('%s leaves nothing that runs', (_name, html) => {
    const clean = sanitizeHtml(html);
    for (const bad of EXECUTABLE) expect(clean, `${String(bad)} in ${clean}`).not.toMatch(bad);
  });

  it('drops NUL characters rather than storing or passing them on', () => {
    const clean = sanitizeHtml('<p>a\u0000b</p><a href="java\u0000script:alert(1)">x</a>');
    expect(clean).not.toContain('\u0000');
    expect(clean).not.toMatch(/javascript/i);
  });

  it('cleans deep nesting and long markup without failing', () => {
    const deep = '<b>'.repeat(10_000) + 'deep' + '</b>'.repeat(10_000);
    expect(htmlToText(sanitizeHtml(deep))).toBe('deep');
    const wide = '<p onclick="x">row</p>'.repeat(5_000);
    expect(sanitizeHtml(wide)).toBe('<p>row</p>'.repeat(5_000));
  });
});
