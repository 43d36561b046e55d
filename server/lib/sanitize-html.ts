import sanitize from 'sanitize-html';

/**
 * The one allowlist for HTML that staff write and users read (notifications, news). What is stored is
 * already clean; the client cleans again with DOMPurify before rendering, so a gap in either still
 * leaves the other. Links open outside the app and never carry script URLs.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'span',
    'img',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], span: [] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    img: (tagName, attribs) => ({ tagName, attribs: imageSourceKept(attribs.src) ? attribs : withoutSource(attribs) }),
  },
};

/**
 * An image may come from an https address or be a data URL of a raster picture. An SVG data URL is refused: as an
 * image it cannot run its scripts, but opened on its own it is a document that can.
 */
const imageSourceKept = (src: string | undefined) =>
  src === undefined || !/^\s*data:/i.test(src) || /^\s*data:image\/(png|jpe?g|gif|webp|avif);/i.test(src);

const withoutSource = ({ src: _dropped, ...rest }: sanitize.Attributes) => rest;

/** NUL characters go too: PostgreSQL text cannot hold them, and no reader needs them. */
export function sanitizeHtml(html: string): string {
  return sanitize(html.replaceAll('\u0000', ''), OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', amp: '&' };

/**
 * Text without any markup: for e-mail subjects, Telegram messages and push bodies. sanitize-html answers
 * HTML (it escapes <, > and &), so the entities are turned back into characters for plain-text readers.
 */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec || hex) {
        const code = dec ? Number(dec) : parseInt(hex!, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name!.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
