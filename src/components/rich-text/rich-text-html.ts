import DOMPurify from 'dompurify';

/**
 * What the rich-text editor's toolbar writes: paragraphs, two heading levels, bold, italic, the two kinds of
 * list and links. What it keeps adds the rest of the server's allowlist (server/lib/sanitize-html.ts), so an
 * article written as HTML loses nothing when it is edited as rich text. The server stays the wall: this keeps
 * pasted pages and the browser's own editing markup (spans with inline styles, divs) out before it is sent.
 */
export const EDITOR_TAGS = ['p', 'br', 'h2', 'h3', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'a'] as const;
const KEPT_TAGS = ['h4', 'u', 's', 'blockquote', 'code', 'pre', 'hr', 'img'];
const KEPT_ATTRIBUTES = ['href', 'src', 'alt', 'width', 'height'];

// Its own instance: the shared one carries SafeHtml's hooks (links opened in a new tab, for readers), which
// must not write target and rel into the article the editor sends.
let purifier: ReturnType<typeof DOMPurify> | undefined;
const editorPurifier = () => (purifier ??= DOMPurify(window));

/** Link addresses the editor accepts; the server allows the same schemes and no others. */
const LINK_SCHEMES = /^(https?:\/\/[^\s/?#]+|mailto:[^\s@]+@[^\s@]+)/i;

/** Block elements the browser may write for a line (Chromium's divs, Firefox's own) become paragraphs. */
const BLOCKS_AS_PARAGRAPH = new Set(['DIV', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER']);

/** The larger heading levels of a pasted page map onto the two the articles use. */
const HEADING_LEVEL: Record<string, 'h2' | 'h3'> = { H1: 'h2', H5: 'h3', H6: 'h3' };

const RENAMED_TAGS = ['div', 'section', 'article', 'header', 'footer', 'h1', 'h5', 'h6'];

function renameElements(root: DocumentFragment | HTMLElement) {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const to = BLOCKS_AS_PARAGRAPH.has(element.tagName) ? 'p' : HEADING_LEVEL[element.tagName];
    if (!to || element.tagName.toLowerCase() === to) continue;
    const renamed = element.ownerDocument.createElement(to);
    renamed.append(...Array.from(element.childNodes));
    element.replaceWith(renamed);
  }
}

/**
 * The editor's HTML as it is sent and as it is shown for editing: only the kept tags and attributes, links
 * only with a safe address, no blank line left at either end; '' when nothing but blank lines remains, so
 * "required" means a real text.
 */
export function cleanEditorHtml(html: string): string {
  const fragment = editorPurifier().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    ALLOWED_TAGS: [...EDITOR_TAGS, ...KEPT_TAGS, ...RENAMED_TAGS],
    ALLOWED_ATTR: KEPT_ATTRIBUTES,
  });
  renameElements(fragment);
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = safeLinkHref(link.getAttribute('href') ?? '');
    if (href) link.setAttribute('href', href);
    else link.replaceWith(...Array.from(link.childNodes));
  }
  // A paragraph holding blocks (a div of divs) would be split apart by the next parser: it gives way to them.
  for (const outer of Array.from(fragment.querySelectorAll('p'))) {
    if (outer.querySelector('p, h2, h3, ul, ol')) outer.replaceWith(...Array.from(outer.childNodes));
  }
  const container = document.createElement('div');
  container.append(fragment);
  const blank = (node: ChildNode | null) =>
    node !== null &&
    !node.textContent?.trim() &&
    !(node instanceof Element && (node.matches('img, hr') || node.querySelector('img')));
  while (blank(container.firstChild)) container.firstChild!.remove();
  while (blank(container.lastChild)) container.lastChild!.remove();
  return container.textContent?.trim() || container.querySelector('img') ? container.innerHTML : '';
}

/**
 * A typed link address as it is stored, or null when it is not one the portal links to: http(s) with a host,
 * or mailto with an address. A bare `example.com` becomes https; `javascript:`, `data:` and relative paths are
 * refused.
 */
export function safeLinkHref(input: string): string | null {
  // The URL parser drops tabs and newlines inside a scheme ("java\tscript:"): an address holding any control
  // character is refused rather than guessed at.
  const typed = input.trim();
  if (!typed || [...typed].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed)
    ? typed
    : /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(typed)
      ? `https://${typed}`
      : typed;
  if (!LINK_SCHEMES.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
