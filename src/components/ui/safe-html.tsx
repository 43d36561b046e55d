import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './safe-html.module.css';

let hooked = false;
/** Links in staff-written HTML open in a new tab and cannot reach back into the portal's window. */
function installLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML as the user may see it: DOMPurify's HTML profile (no scripts, event handlers, `javascript:` URLs,
 * SVG or MathML, forms or frames). The server sanitizes what staff write already; this is the second wall.
 */
export function sanitizeHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Renders sanitized HTML (notification and news text, the send form's preview). */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      id={id}
      className={[styles.html, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
