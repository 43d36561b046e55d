import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { apiMessage } from '../src/contracts/messages';
import { allEndpoints, endpointsByDomain } from '../src/contracts/registry';
import { mountApiReference } from './http/api-reference';
import type { AppEnv } from './http/context';
import { onError } from './http/error-handler';
import { HttpError } from './http/errors';
import { mountDomain } from './http/mount';
import { serveApp } from './http/static-app';
import type { Deps } from './lib/deps';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { timezone } from './middleware/timezone';
import { authHandlers } from './modules/auth/auth.handlers';
import { onboardingHandlers } from './modules/onboarding/onboarding.handlers';
import { passwordHandlers } from './modules/onboarding/passwords.handlers';
import { profileHandlers } from './modules/onboarding/profile.handlers';
import { referralHandlers } from './modules/referrals/referrals.handlers';
import { systemHandlers } from './modules/system/system.handlers';
import { telegramHandlers } from './modules/telegram/telegram.handlers';
import { usersHandlers } from './modules/users/users.handlers';

export interface AppOptions {
  /** Where the built PWA lives; omitted in API-only tests. */
  distDir?: string;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const checkResponses = !deps.config.isProduction;

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use(requestLog);
  app.use(securityHeaders);
  app.onError(onError);

  app.use('/api/*', async (c, next) => {
    const limit = c.req.header('content-type')?.startsWith('multipart/') ? deps.config.UPLOAD_LIMIT_BYTES : deps.config.BODY_LIMIT_BYTES;
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new HttpError(413, apiMessage.payloadTooLarge(`${Math.round(limit / 1024)} KiB`));
      },
    })(c, next);
  });
  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    return next();
  });
  app.use('/api/*', timezone);

  mountDomain(app, endpointsByDomain.system, systemHandlers, checkResponses);
  mountDomain(app, endpointsByDomain.auth, authHandlers, checkResponses);
  // Before users: Hono tries routes in the order they are added, and /user/{id} would swallow the
  // static /user/profile and /user/telegram-status.
  mountDomain(app, endpointsByDomain.profile, profileHandlers, checkResponses);
  mountDomain(app, endpointsByDomain.users, usersHandlers, checkResponses);
  mountDomain(app, endpointsByDomain.onboarding, onboardingHandlers, checkResponses);
  mountDomain(app, endpointsByDomain.passwords, passwordHandlers, checkResponses);
  mountDomain(app, endpointsByDomain.referrals, referralHandlers, checkResponses);
  mountDomain(app, endpointsByDomain.telegram, telegramHandlers, checkResponses);
  mountApiReference(app, allEndpoints);

  app.all('/api/*', (c) => {
    throw new HttpError(404, apiMessage.routeNotFound(c.req.method, c.req.path));
  });
  if (options.distDir) serveApp(app, path.resolve(options.distDir));
  return app;
}
