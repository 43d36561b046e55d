/**
 * index.html names its SVG favicon by a `data:` address holding the drawing, rather than by /icons/favicon.svg
 * (issue 20). Chromium asks for a page's favicon while the page is still loading: on a phone's HTTP/1.1 that
 * request takes one of the six connections the first screen's code is arriving on, and Lighthouse's simulated
 * LCP waits for it. Inline, the icon costs about 300 bytes of the compressed HTML and no request at all. The file
 * stays in public/icons for whatever asks for it by address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const FAVICON_HREF = 'href="/icons/favicon.svg"';

/** The SVG as a `data:` address: whitespace between tags dropped, only what a URL cannot hold escaped. */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>\n\r]/g, (c) => encodeURIComponent(c))}`;
}

export function inlineFavicon(): Plugin {
  let publicDir = 'public';
  return {
    name: 'cardportal:inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_HREF)) throw new Error(`inline-favicon: index.html has no ${FAVICON_HREF}`);
      const svg = readFileSync(path.join(publicDir, 'icons', 'favicon.svg'), 'utf8');
      return html.replace(FAVICON_HREF, `href="${svgDataUrl(svg)}"`);
    },
  };
}
