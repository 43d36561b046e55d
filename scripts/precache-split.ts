/**
 * Which built files the service worker precaches on a client's first visit, and which it caches only when a
 * page first asks for them (issue 20, item 3).
 *
 * Precached: the shell (the entry chunk, everything it imports statically, its CSS) and every page a client
 * role can open, with what those pages import or load lazily. Left to the runtime cache (src/sw/runtime-cache.ts,
 * cache-first once fetched): the staff area, the pages a client rarely opens (settings), the dialogs only staff
 * or a rare action reach, and the onboarding slides. A chunk shared by a client page and a staff page is
 * precached: the client needs it.
 *
 * The plugin reads the bundle's import graph in `writeBundle`; vite-plugin-pwa builds the worker afterwards
 * (in `closeBundle`) and calls `transform` on the precache manifest, which drops what the graph left out.
 */
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/**
 * Source modules behind a chunk that a client's first visit does not download. Matched against the chunk's
 * facade module (a route's split component, a lazy dialog), so only the edges that load them are cut.
 */
export const RUNTIME_ONLY_MODULES: RegExp[] = [
  // The staff area: roles 1, 5–8 only (spec 1).
  /\/src\/routes\/admin\//,
  // Staff-only parts of the shared layout, loaded lazily by it for staff roles.
  /\/src\/components\/layout\/admin-balance\.tsx$/,
  /\/src\/components\/layout\/admin-route-notifications\.tsx$/,
  /\/src\/components\/layout\/upload-decline-dialog\.tsx$/,
  // Rarely opened by a client: profile settings, the Telegram code dialog.
  /\/src\/routes\/_client\/settings\.tsx/,
  /\/src\/components\/layout\/telegram-code-dialog\.tsx$/,
  // Registration's step 2 (support contacts, the WeChat QR code): a visitor sees it once, online, right after
  // sending the request, which fetches it; a client never does.
  /\/src\/features\/registration\/last-step\.tsx$/,
];

/** Built files outside the chunk graph that are cached at runtime too (shown once, to new users). */
export const RUNTIME_ONLY_FILES = /^slides\//;

/** Files under assets/ that the build emitted, split by the rule above. */
export interface PrecacheSplit {
  precache: Set<string>;
  runtime: Set<string>;
}

interface ChunkNode {
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  assets: string[];
}

const isRuntimeOnly = (facade: string | null) =>
  facade !== null && RUNTIME_ONLY_MODULES.some((re) => re.test(facade.replace(/\\/g, '/')));

/**
 * Walks the graph from the entry chunks: static imports always, a lazy import only into a chunk that is not
 * runtime-only. What the walk reaches is precached; every other chunk and its CSS is left to the runtime.
 */
export function splitPrecache(chunks: Map<string, ChunkNode>, entries: string[]): PrecacheSplit {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const node = chunks.get(file);
    if (!node) continue;
    queue.push(...node.imports);
    queue.push(...node.dynamicImports.filter((lazy) => !isRuntimeOnly(chunks.get(lazy)?.facade ?? null)));
  }
  const precache = new Set<string>();
  const runtime = new Set<string>();
  for (const [file, node] of chunks) {
    const target = reached.has(file) ? precache : runtime;
    for (const name of [file, ...node.css, ...node.assets]) target.add(name);
  }
  // A stylesheet or asset that a precached chunk needs stays precached even if a staff chunk shares it.
  for (const name of precache) runtime.delete(name);
  return { precache, runtime };
}

/** The Vite plugin and the manifest transform that share its result. */
export function precacheSplit(): { plugin: Plugin; transform: ManifestTransform } {
  let split: PrecacheSplit | null = null;
  const plugin: Plugin = {
    name: 'cardportal:precache-split',
    apply: 'build',
    writeBundle(_options, bundle) {
      // The worker's own build (vite-plugin-pwa) has no index.html; only the app's bundle is read.
      if (!('index.html' in bundle)) return;
      const chunks = new Map<string, ChunkNode>();
      const entries: string[] = [];
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry) entries.push(file);
        chunks.set(file, {
          facade: output.facadeModuleId,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          assets: [...(output.viteMetadata?.importedAssets ?? [])],
        });
      }
      split = splitPrecache(chunks, entries);
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!split) throw new Error('precache-split: the app bundle was not read before the worker was built');
    const { runtime } = split;
    const manifest = entries.filter((entry) => !runtime.has(entry.url) && !RUNTIME_ONLY_FILES.test(entry.url));
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
