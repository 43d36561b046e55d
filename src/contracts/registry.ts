import { transferEndpoints } from './transfers';
import { autoTopUpEndpoints } from './auto-top-up';
import { personLimitEndpoints } from './person-limits';
import { requestEndpoints } from './requests';
import { topUpEndpoints } from './top-ups';
import { tariffEndpoints } from './tariffs';
import { paymentListEndpoints } from './payment-lists';
import { cardFxFeeEndpoints } from './card-fx-fee';
import { cryptoProviderEndpoints } from './crypto-providers';
import { binSetEndpoints } from './bin-sets';
import { balanceEndpoints } from './balances';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { companyEndpoints } from './companies';
import { cardEndpoints } from './cards';
import { cardIssuerEndpoints } from './card-issuer';
import { cardAnalyticsEndpoints } from './card-analytics';
import { analyticsEndpoints } from './analytics';
import { compensationEndpoints } from './compensation';
import { notificationEndpoints } from './notifications';
import { newsEndpoints } from './news';
import { slideEndpoints } from './slides';
import { partnerEndpoints } from './partners';
import type { EndpointSpec } from './endpoint';
import { exportEndpoints } from './exports';
import { groupEndpoints } from './groups';
import { onboardingEndpoints } from './onboarding';
import { passwordEndpoints } from './passwords';
import { profileEndpoints } from './profile';
import { referralEndpoints } from './referrals';
import { systemEndpoints } from './system';
import { teamEndpoints } from './team';
import { telegramEndpoints } from './telegram';
import { userEndpoints } from './users';

/** Every endpoint of the API, by domain. The server mounts exactly these; tests walk exactly these. */
export const endpointsByDomain = {
  system: systemEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  onboarding: onboardingEndpoints,
  passwords: passwordEndpoints,
  profile: profileEndpoints,
  referrals: referralEndpoints,
  telegram: telegramEndpoints,
  companies: companyEndpoints,
  team: teamEndpoints,
  groups: groupEndpoints,
  audit: auditEndpoints,
  tariffs: tariffEndpoints,
  binSets: binSetEndpoints,
  cryptoProviders: cryptoProviderEndpoints,
  cardFxFee: cardFxFeeEndpoints,
  balances: balanceEndpoints,
  topUps: topUpEndpoints,
  transfers: transferEndpoints,
  autoTopUp: autoTopUpEndpoints,
  personLimits: personLimitEndpoints,
  requests: requestEndpoints,
  paymentLists: paymentListEndpoints,
  exports: exportEndpoints,
  partners: partnerEndpoints,
  slides: slideEndpoints,
  news: newsEndpoints,
  notifications: notificationEndpoints,
  compensation: compensationEndpoints,
  cardAnalytics: cardAnalyticsEndpoints,
  analytics: analyticsEndpoints,
  cardIssuer: cardIssuerEndpoints,
  cards: cardEndpoints,
} satisfies Record<string, Record<string, EndpointSpec>>;

export const allEndpoints: EndpointSpec[] = Object.values(endpointsByDomain).flatMap((d) => Object.values(d));

/** Every endpoint with the name its domain gives it: the OpenAPI document's operationId. */
export const namedEndpoints: { name: string; spec: EndpointSpec }[] = Object.values(endpointsByDomain).flatMap((d) =>
  Object.entries(d).map(([name, spec]: [string, EndpointSpec]) => ({ name, spec })),
);
