import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';

/** One log line per request, carrying the request id that the response header and error logs share. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const log = c.var.deps.logger.child({ requestId: c.var.requestId });
  c.set('log', log);
  await next();
  log.info(
    { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    'request',
  );
};
