import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The app's pages as TanStack Router generates them from `src/routes` (src/route-tree.gen.ts, kept by the
 * router's Vite plugin), so a sweep over them covers a page added tomorrow without anyone listing it.
 */

export type RouteArea = 'client' | 'admin' | 'signed-out';

export interface AppRoute {
  /** The router's id, e.g. '/_client/wallet/card/$cardId'. */
  id: string;
  /** The path pattern a browser sees, e.g. '/wallet/card/$cardId'. */
  path: string;
  area: RouteArea;
  /** Whether the path has parameters that a real link must fill in. */
  parametric: boolean;
}

const ROUTE_TREE = 'src/route-tree.gen.ts';

/** Every route id in the generated tree, in its order. */
export function generatedRouteIds(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const block = /\n {2}id:\n([\s\S]*?)\n {2}fileRoutesById/.exec(source)?.[1];
  if (!block) throw new Error(`${ROUTE_TREE}: no list of route ids (has the router's generator changed its output?)`);
  return [...block.matchAll(/\| '([^']+)'/g)].map((match) => match[1]!);
}

/** A layout (a folder's route.tsx, e.g. the client area's shell) or the root: it frames pages, it is not one. */
function isLayout(id: string): boolean {
  return id === '__root__' || existsSync(path.join('src/routes', id, 'route.tsx'));
}

/** The pages: every route id that is not a layout, with its area and browser path. */
export function appRoutes(): AppRoute[] {
  return generatedRouteIds()
    .filter((id) => !isLayout(id))
    .map((id) => {
      const area: RouteArea = id.startsWith('/_client/') ? 'client' : id.startsWith('/admin/') ? 'admin' : 'signed-out';
      const routePath = id.replace(/^\/_client/, '');
      return { id, path: routePath, area, parametric: routePath.includes('$') };
    });
}

/**
 * Matches the hrefs of links to this route: `$param` is one segment, `{-$param}` an optional one, a trailing
 * slash (an index route) optional.
 */
export function hrefPattern(routePath: string): RegExp {
  const body = routePath
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (/^\{-\$\w+\}$/.test(segment)) return '(?:/[^/?#]+)?';
      if (segment.startsWith('$')) return '/[^/?#]+';
      return segment ? `/${segment.replace(/[.*+?^()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}
