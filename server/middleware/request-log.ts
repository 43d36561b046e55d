import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '@/server/http/context';

/** Path parameters that are ids (`:id`, `:userId`, all digits): worth logging, unlike tokens and hashes. */
function idsOf(c: Context<AppEnv>): Record<string, number> | undefined {
  let params: Record<string, string>;
  try {
    params = c.req.param() as Record<string, string>;
  } catch {
    return undefined;
  }
  const ids = Object.entries(params).filter(([name, value]) => /^(id|\w+Id)$/.test(name) && /^\d{1,15}$/.test(value));
  return ids.length ? Object.fromEntries(ids.map(([name, value]) => [name, Number(value)])) : undefined;
}

/**
 * One log line per request, carrying the request id that the response header and error logs share. It
 * names the route template that answered (`/api/auth/hash/:hash`), never the path as sent: paths carry
 * one-time tokens and hashes, and a path no route knows may carry anything.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const log = c.var.deps.logger.child({ requestId: c.var.requestId });
  c.set('log', log);
  await next();
  log.info(
    {
      method: c.req.method,
      route: routePath(c),
      ids: idsOf(c),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
};
