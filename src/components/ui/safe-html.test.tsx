import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

/** A corpus of classic XSS vectors: none may leave anything executable behind. */
const XSS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss = 1">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">x</a>',
  '<iframe src="javascript:window.__xss = 1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<body onload="window.__xss = 1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<object data="javascript:window.__xss=1"></object>',
  '<details open ontoggle="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '"><img src=x onerror=window.__xss=1>',
];

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as { __xss?: number }).__xss;
  });

  it.each(XSS)('leaves nothing executable of %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|<iframe|<object|<svg|<form|<style/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:/i);
    const { container } = render(<SafeHtml html={html} />);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes)
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps ordinary formatting and makes links safe to follow', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Top-up of <b>100.00 USD</b> <a href="https://example.com/x">details</a></p><ul><li>one</li></ul>'}
      />,
    );
    expect(container.querySelector('b')).toHaveTextContent('100.00 USD');
    expect(container.querySelector('li')).toHaveTextContent('one');
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not run an image error handler even when the image fails to load', async () => {
    const spy = vi.fn();
    (window as unknown as { spy: () => void }).spy = spy;
    render(<SafeHtml html={'<img src="data:," onerror="window.spy()">'} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
  });
});
