/**
 * Starts the download of the opened page's own code with the entry, instead of after it (issue 20, item 2).
 *
 * The HTML already preloads the entry's imports. A page's chunk is a lazy import the router makes only once the
 * entry has run, and the page's imports only once that chunk has arrived: two round trips in a row before the
 * first screen can render, 300 ms on a phone's 4G. This plugin adds to index.html, for the screens people open
 * directly (sign-in, registration, the owner's dashboard and bank), the list of each one's chunks, and a small
 * script that adds `modulepreload` links for the opened screen's list (and `preload` links for its stylesheets) as
 * soon as it runs. Nothing else changes: the router still imports the same files, and Vite's loader still inserts
 * the same stylesheets (with the same `crossorigin`, so the preloaded copy is used), now from the memory cache.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

type OutputBundle = Parameters<NonNullable<Extract<Plugin['writeBundle'], (...args: never[]) => unknown>>>[1];
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The screens a phone opens directly, by their address, and the route files behind them (under src/routes). */
export const DIRECT_SCREENS: Record<string, string[]> = {
  '/login': ['login.tsx'],
  '/registration': ['registration/{-$referral}.tsx'],
  '/dashboard': ['_client/route.tsx', '_client/dashboard.tsx'],
  '/bank': ['_client/route.tsx', '_client/bank/index.tsx'],
};

const routeFileOf = (facade: string | null) => {
  if (!facade) return null;
  const match = /[\\/]src[\\/]routes[\\/](.+?)\?tsr-split=component/.exec(facade);
  return match ? match[1]!.replace(/\\/g, '/') : null;
};

/** The chunk files and stylesheets each screen needs beyond what the HTML already loads. */
export function screenFiles(bundle: OutputBundle, alreadyLoaded: Set<string>): Record<string, string[]> {
  const chunks = new Map<string, OutputChunk>();
  const byRouteFile = new Map<string, string>();
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(file, output);
    const routeFile = routeFileOf(output.facadeModuleId);
    if (routeFile) byRouteFile.set(routeFile, file);
  }
  const result: Record<string, string[]> = {};
  for (const [screen, routeFiles] of Object.entries(DIRECT_SCREENS)) {
    const files = new Set<string>();
    const queue = routeFiles.map((routeFile) => {
      const chunk = byRouteFile.get(routeFile);
      if (!chunk) throw new Error(`route-preload: no chunk for src/routes/${routeFile} (${screen})`);
      return chunk;
    });
    const styles = new Set<string>();
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (files.has(file) || alreadyLoaded.has(file)) continue;
      files.add(file);
      const chunk = chunks.get(file);
      if (!chunk) continue;
      queue.push(...chunk.imports);
      for (const css of chunk.viteMetadata?.importedCss ?? []) if (!alreadyLoaded.has(css)) styles.add(css);
    }
    // The stylesheets first: the page's first render waits for them, and without this they would be asked for
    // only once the router imports the page (after the current user has loaded), a round trip later than its code.
    result[screen] = [...styles, ...files];
  }
  return result;
}

/** The screens' lists as data for the page (a JSON block in index.html; CSP does not apply to data). */
export function preloadData(screens: Record<string, string[]>): string {
  return JSON.stringify(screens).replace(/</g, '\\u003c');
}

/**
 * The script, the same for every build: a trailing slash and an optional last segment (a referral code) find
 * their screen too. It also touches sessionStorage first: the router's scroll restoration reads it as its module
 * evaluates, and a tab's first access waits for the browser to send the stored area over (8–9 ms of the modules'
 * evaluation in a profile, issue 20). Here that wait overlaps the modules' download.
 */
export const PRELOAD_SCRIPT =
  'try{sessionStorage.length}catch{}' +
  '(()=>{const d=document.getElementById("route-preload");if(!d)return;const s=JSON.parse(d.textContent),' +
  'p=location.pathname.replace(/\\/+$/,""),f=s[p]||s[p.replace(/\\/[^/]*$/,"")];if(f)for(const h of f){' +
  'const l=document.createElement("link");if(h.endsWith(".css")){l.rel="preload";l.as="style"}' +
  'else l.rel="modulepreload";l.crossOrigin="";l.href=h;' +
  'document.head.appendChild(l)}})();\n';

/**
 * The lists go into index.html as a JSON block, the script that reads them into a file of its own: the portal's
 * Content-Security-Policy allows scripts from 'self' only. It is a classic `async` script with no imports, so it
 * runs as soon as it arrives, before the entry (which waits for its imports); as an async module it ran only once
 * the entry's imports had arrived too (Lighthouse's network log, issue 20). `before` goes first in the same file
 * (the early current-user request, src/lib/early-current-user.ts). Written once the bundle is on disk, before the
 * worker's precache and the compression read it.
 */
export function routePreload({ before = '' }: { before?: string } = {}): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'cardportal:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      // The worker's own build (vite-plugin-pwa) has no index.html; only the app's bundle is read.
      if (!('index.html' in bundle)) return;
      const htmlFile = path.join(outDir, 'index.html');
      const html = await readFile(htmlFile, 'utf8');
      // What the HTML itself already loads: the entry, its imports and its stylesheets.
      const alreadyLoaded = new Set(
        [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!.replace(base.slice(1), '')),
      );
      const screens = Object.fromEntries(
        Object.entries(screenFiles(bundle, alreadyLoaded)).map(([screen, files]) => [
          screen,
          files.map((file) => base + file),
        ]),
      );
      const script = before + PRELOAD_SCRIPT;
      const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      await writeFile(path.join(outDir, fileName), script);
      const tag =
        `<script type="application/json" id="route-preload">${preloadData(screens)}</script>\n    ` +
        `<script async src="${base}${fileName}"></script>`;
      const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
      if (!entryTag) throw new Error('route-preload: the entry script tag is not in index.html');
      await writeFile(htmlFile, html.replace(entryTag[0], `${tag}\n    ${entryTag[0]}`));
    },
  };
}
