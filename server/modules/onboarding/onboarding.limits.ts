import { apiMessage } from '@/src/contracts/api-messages';
import type { LimitRule } from '@/server/db/queries/rate-limits';
import { HttpError } from '@/server/http/errors';

/**
 * Throttles of the public onboarding endpoints, per caller address unless said otherwise. Counted only
 * for requests that passed validation: a malformed one writes nothing and costs nothing.
 */
export const onboardingLimits = {
  /** Sign-ups: a person registers once; an office behind one address a few times. */
  registerPerIp: { limit: 5, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** First visits: once per browser, so generous, but no table flooding. */
  visitPerIp: { limit: 60, windowSeconds: 10 * 60, blockSeconds: 10 * 60 },
  /** Reset requests answer 429 per address; per account they are silently not sent (no probing). */
  resetPerIp: { limit: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Tokens are unguessable; this only stops a client hammering with broken links. */
  linkFailuresPerIp: { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Per user: wrong current passwords and wrong confirmation codes on the settings page. */
  settingsFailuresPerUser: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
} satisfies Record<string, LimitRule>;

export const tooMany = (seconds: number) =>
  new HttpError(429, apiMessage.tooManyAttempts(seconds), undefined, { 'retry-after': String(seconds) });
