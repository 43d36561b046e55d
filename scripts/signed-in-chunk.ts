/**
 * Two chunks for what every signed-in page loads before its first paint (issue 20). Left to Rolldown, each module
 * that several pages share is a chunk of its own: the owner's /dashboard asked for 24 scripts and 9 stylesheets of
 * about 1.5 KB each, and a phone opens only six connections to a host, so on 4G those small files cost more round
 * trips than bytes.
 *
 * - `signed-in`: what a signed-in page needs and no visitor's page does: the modules the shell (header, sidebar,
 *   their hooks and helpers) imports, and those both landing pages, /dashboard and /bank, import, except what the
 *   entry or any page outside `_client/` and `admin/` imports. Every signed-in page renders inside the shell, so it
 *   needs the shell's part anyway; a page that needs none of the landing pages' common part loads it too (a few KB,
 *   the price of one file instead of a dozen).
 * - `shared-ui`: what those signed-in modules share with visitors' pages other than /login (the icon, the button,
 *   the spinner, page blocks), which /registration loads as well; /login and the entry load none of it.
 *
 * Only the modules named go into each chunk (`includeDependenciesRecursively: false` in vite.config.ts); their
 * other imports stay where Rolldown puts them. No cycle can form: a module of a visitor's page imports nothing of
 * `signed-in` (it would then be a visitor's module itself).
 */
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTES = path.join(ROOT, 'src', 'routes');
const ENTRY = path.join(ROOT, 'src', 'main.tsx');
const SPLIT_COMPONENT = '?tsr-split=component';
/** The shell, and the pages whose common imports join it. */
const SHELL = path.join(ROUTES, '_client', 'route.tsx') + SPLIT_COMPONENT;
const LANDING_PAGES = ['dashboard.tsx', path.join('bank', 'index.tsx')].map(
  (file) => path.join(ROUTES, '_client', file) + SPLIT_COMPONENT,
);
const SIGNED_IN_ROUTES = [path.join(ROUTES, '_client') + path.sep, path.join(ROUTES, 'admin') + path.sep];

const LOGIN = path.join(ROUTES, 'login.tsx');

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/** Every module reachable from `roots` through static imports, and lazy ones too when `lazy` is set. */
function reachable(ctx: ChunkingContext, roots: string[], lazy: boolean): Map<string, ModuleInfo> {
  const seen = new Map<string, ModuleInfo>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.set(id, info);
    queue.push(...info.importedIds);
    if (lazy) queue.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

const staticClosure = (ctx: ChunkingContext, roots: string[]) => new Set(reachable(ctx, roots, false).keys());
const fullClosure = (ctx: ChunkingContext, roots: string[]) => new Set(reachable(ctx, roots, true).keys());
/** Every module of the build, static or lazy, from the entry. */
const allModules = (ctx: ChunkingContext) => [...reachable(ctx, [ENTRY], true).values()];

function chunkOfModules(ctx: ChunkingContext): Map<string, string> {
  const modules = allModules(ctx);
  const publicRoutes = modules
    .map((m) => m.id)
    .filter((id) => id.startsWith(ROUTES + path.sep) && !SIGNED_IN_ROUTES.some((dir) => id.startsWith(dir)));
  const visitor = staticClosure(ctx, [ENTRY, ...publicRoutes]);
  const firstScreen = staticClosure(ctx, [ENTRY, ...publicRoutes.filter((id) => id.startsWith(LOGIN))]);
  const [first, ...others] = LANDING_PAGES.map((page) => staticClosure(ctx, [page]));
  const shared = [...first!].filter((id) => others.every((closure) => closure.has(id)));
  const signedIn = new Set([...staticClosure(ctx, [SHELL]), ...shared]);
  // The route files themselves stay the router's own lazy chunks.
  for (const id of [SHELL, ...LANDING_PAGES]) signedIn.delete(id);
  const chunkOf = new Map<string, string>();
  for (const id of signedIn) {
    if (!visitor.has(id)) chunkOf.set(id, 'signed-in');
    else if (!firstScreen.has(id) && !id.includes(`${path.sep}node_modules${path.sep}`)) chunkOf.set(id, 'shared-ui');
  }
  // /bank's own first render: what its page imports beyond the shell, in one file instead of one per module.
  // Nothing /dashboard loads, at first or later, joins it (its budget counts what it loads until idle).
  const [dashboardPage, bankPage] = LANDING_PAGES as [string, string];
  const dashboard = fullClosure(ctx, [dashboardPage]);
  for (const id of staticClosure(ctx, [bankPage])) {
    if (id === bankPage || signedIn.has(id) || visitor.has(id) || dashboard.has(id)) continue;
    chunkOf.set(id, 'bank-screen');
  }
  return chunkOf;
}

/** The `name` of a Rolldown code-splitting group: the chunk of each module above, no group for the rest. */
export function signedInChunkName() {
  let chunkOf: Map<string, string> | null = null;
  return (id: string, ctx: ChunkingContext) => {
    chunkOf ??= chunkOfModules(ctx);
    return chunkOf.get(id) ?? null;
  };
}
