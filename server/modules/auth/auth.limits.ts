import type { LimitRule } from '@/server/db/queries/rate-limits';

/**
 * Sign-in throttling. Per IP it is strict (credential stuffing comes from few addresses); per account it is
 * short, so a stranger hammering someone's e-mail can hold them off for a minute, never for long.
 */
export const loginLimits = {
  perIp: { limit: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  perAccount: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 60 },
} satisfies Record<string, LimitRule>;

/** One-time code requests and guesses. */
export const codeLimits = {
  sendPerIp: { limit: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  sendPerAccount: { limit: 3, windowSeconds: 5 * 60, blockSeconds: 5 * 60 },
  hashPerIp: { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong codes from one address, whatever the accounts: a guesser spreading over accounts is held off too. */
  guessPerIp: { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * The messaging link is asked for after navigations (spec 2.5), in every tab and after every reload. Its start
   * code is a 128-bit random token, never guessable, and a new one voids the last, so these limits only bound
   * writes; they have their own buckets so links never use up an address's sign-in codes (an office behind one
   * address opens many pages).
   */
  telegramLinkPerAccount: { limit: 120, windowSeconds: 15 * 60, blockSeconds: 5 * 60 },
  telegramLinkPerIp: { limit: 1000, windowSeconds: 15 * 60, blockSeconds: 5 * 60 },
  guessPerAccount: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Card-reveal codes per address: each cardholder asks per card, so an office behind one address needs more. */
  revealPerIp: { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
} satisfies Record<string, LimitRule>;

export const CODE_TTL_SECONDS = 10 * 60;
export const AUTH_HASH_TTL_SECONDS = 5 * 60;
export const TELEGRAM_LINK_TTL_SECONDS = 300;
