import path from 'node:path';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { apiMessage } from '@/src/contracts/api-messages';
import { endpointsByDomain, namedEndpoints } from '@/src/contracts/registry';
import { mountApiReference } from './http/api-reference';
import type { AppEnv } from './http/context';
import { compressApi } from './http/compress-api';
import { onError } from './http/error-handler';
import { HttpError } from './http/errors';
import { domain, mountAll } from './http/mount';
import { serveApp } from './http/static-app';
import type { Deps } from './lib/deps';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { invalidateCachesAfterWrites } from './middleware/cache-invalidation';
import { timezone } from './middleware/timezone';
import { tariffsHandlers } from './modules/tariffs/tariffs.handlers';
import { binSetsHandlers } from './modules/bin-sets/bin-sets.handlers';
import { cryptoProvidersHandlers } from './modules/crypto-providers/crypto-providers.handlers';
import { cardFxFeeHandlers } from './modules/card-fx-fee/card-fx-fee.handlers';
import { balancesHandlers } from './modules/balances/balances.handlers';
import { topUpsHandlers } from './modules/top-ups/top-ups.handlers';
import { transfersHandlers } from './modules/transfers/transfers.handlers';
import { autoTopUpHandlers } from './modules/auto-top-up/auto-top-up.handlers';
import { personLimitHandlers } from './modules/team/spend-limits.handlers';
import { requestsHandlers } from './modules/requests/requests.handlers';
import { paymentListsHandlers } from './modules/payment-lists/payment-lists.handlers';
import { cardsHandlers } from './modules/cards/cards.handlers';
import { cardIssuerHandlers } from './modules/card-issuer/card-issuer.handlers';
import { cardAnalyticsHandlers } from './modules/card-analytics/card-analytics.handlers';
import { analyticsHandlers } from './modules/analytics/analytics.handlers';
import { compensationHandlers } from './modules/compensation/compensation.handlers';
import { notificationsHandlers } from './modules/notifications/notifications.handlers';
import { newsHandlers } from './modules/news/news.handlers';
import { slidesHandlers } from './modules/slides/slides.handlers';
import { partnersHandlers } from './modules/partners/partners.handlers';
import { exportsHandlers } from './modules/exports/exports.handlers';
import { auditHandlers } from './modules/audit/audit.handlers';
import { authHandlers } from './modules/auth/auth.handlers';
import { companiesHandlers } from './modules/companies/companies.handlers';
import { groupsHandlers } from './modules/groups/groups.handlers';
import { onboardingHandlers } from './modules/onboarding/onboarding.handlers';
import { passwordHandlers } from './modules/onboarding/passwords.handlers';
import { profileHandlers } from './modules/onboarding/profile.handlers';
import { referralHandlers } from './modules/referrals/referrals.handlers';
import { systemHandlers } from './modules/system/system.handlers';
import { teamHandlers } from './modules/team/team.handlers';
import { telegramHandlers } from './modules/telegram/telegram.handlers';
import { usersHandlers } from './modules/users/users.handlers';

export interface AppOptions {
  /** Where the built PWA lives; omitted in API-only tests. */
  distDir?: string;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use(requestLog);
  app.use(securityHeaders);
  app.onError(onError);

  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    return next();
  });
  app.use('/api/*', compressApi);
  app.use('/api/*', timezone);
  if (deps.sessionCache || deps.cardFiguresCache) app.use('/api/*', invalidateCachesAfterWrites(deps));

  mountAll(
    app,
    [
      domain(endpointsByDomain.system, systemHandlers),
      domain(endpointsByDomain.auth, authHandlers),
      domain(endpointsByDomain.profile, profileHandlers),
      domain(endpointsByDomain.users, usersHandlers),
      domain(endpointsByDomain.onboarding, onboardingHandlers),
      domain(endpointsByDomain.passwords, passwordHandlers),
      domain(endpointsByDomain.referrals, referralHandlers),
      domain(endpointsByDomain.telegram, telegramHandlers),
      domain(endpointsByDomain.companies, companiesHandlers),
      domain(endpointsByDomain.team, teamHandlers),
      domain(endpointsByDomain.groups, groupsHandlers),
      domain(endpointsByDomain.audit, auditHandlers),
      domain(endpointsByDomain.tariffs, tariffsHandlers),
      domain(endpointsByDomain.binSets, binSetsHandlers),
      domain(endpointsByDomain.cryptoProviders, cryptoProvidersHandlers),
      domain(endpointsByDomain.cardFxFee, cardFxFeeHandlers),
      domain(endpointsByDomain.balances, balancesHandlers),
      domain(endpointsByDomain.topUps, topUpsHandlers),
      domain(endpointsByDomain.transfers, transfersHandlers),
      domain(endpointsByDomain.autoTopUp, autoTopUpHandlers),
      domain(endpointsByDomain.personLimits, personLimitHandlers),
      domain(endpointsByDomain.requests, requestsHandlers),
      domain(endpointsByDomain.paymentLists, paymentListsHandlers),
      domain(endpointsByDomain.exports, exportsHandlers),
      domain(endpointsByDomain.partners, partnersHandlers),
      domain(endpointsByDomain.slides, slidesHandlers),
      domain(endpointsByDomain.news, newsHandlers),
      domain(endpointsByDomain.notifications, notificationsHandlers),
      domain(endpointsByDomain.compensation, compensationHandlers),
      domain(endpointsByDomain.cardAnalytics, cardAnalyticsHandlers),
      domain(endpointsByDomain.analytics, analyticsHandlers),
      domain(endpointsByDomain.cardIssuer, cardIssuerHandlers),
      domain(endpointsByDomain.cards, cardsHandlers),
    ],
    {
      checkResponses: !deps.config.isProduction,
      bodyLimitBytes: deps.config.BODY_LIMIT_BYTES,
      uploadLimitBytes: deps.config.UPLOAD_LIMIT_BYTES,
      sandboxOpen: deps.config.SANDBOX_OPEN,
    },
  );
  mountApiReference(app, namedEndpoints);

  app.all('/api/*', (c) => {
    throw new HttpError(404, apiMessage.routeNotFound(c.req.method, c.req.path));
  });
  if (options.distDir) serveApp(app, path.resolve(options.distDir));
  return app;
}
