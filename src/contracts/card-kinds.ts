/**
 * Cards as PRODUCT.md "Cards" names them: statuses, history events, transaction statuses, decline
 * reasons, the decline fee and the reveal rules, with their labels. No schemas here, so screens can read
 * them without loading zod; `cards.ts` re-exports all of it beside the schemas.
 */

import { keysOf } from './label-keys';

export const CARD_STATUSES = ['active', 'frozen', 'closed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS = { active: 'active', frozen: 'frozen', closed: 'closed' } as const satisfies Record<
  CardStatus,
  CardStatus
>;
export const CARD_STATUS_LABEL: Record<CardStatus, string> = { active: 'Active', frozen: 'Frozen', closed: 'Closed' };

/** What the card-history modal lists (spec 2.4: creation, type, userName, cardNumber, status). */
export const CARD_EVENT_LABEL = {
  issued: 'Card issued',
  frozen: 'Card frozen',
  unfrozen: 'Card unfrozen',
  closed: 'Card closed',
  limits: 'Limits changed',
  renamed: 'Card renamed',
};
export const CARD_EVENTS = keysOf(CARD_EVENT_LABEL);
export type CardEvent = (typeof CARD_EVENTS)[number];

/**
 * A card transaction: an authorization that is still held (pending), settled (refunds are counted on
 * the settled row), reversed by the merchant, or declined (by the portal's decision or the issuer's).
 */
export const CARD_TRANSACTION_STATUS_LABEL = {
  pending: 'Pending',
  settled: 'Settled',
  reversed: 'Reversed',
  refunded: 'Refunded',
  declined: 'Declined',
};
export const CARD_TRANSACTION_STATUSES = keysOf(CARD_TRANSACTION_STATUS_LABEL);
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];

/** Why an authorization was declined; the first failing check of the decision names it. */
export const DECLINE_REASON_LABEL = {
  insufficient_funds: 'Insufficient funds',
  limit_per_transaction: 'Per-transaction limit exceeded',
  limit_daily: 'Daily limit exceeded',
  limit_monthly: 'Monthly limit exceeded',
  limit_lifetime: 'Lifetime limit exceeded',
  person_limit: "Person's spend limit exceeded",
  card_frozen: 'Card is frozen',
  card_closed: 'Card is closed',
  merchant_restricted: 'Merchant restricted for the company',
  company_blocked: 'Company is blocked',
  currency_mismatch: 'Currency not supported by the card',
  issuer_declined: 'Declined by the card issuer',
};
export const DECLINE_REASONS = keysOf(DECLINE_REASON_LABEL);
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The limit kinds of a card, in the order the screens show them. */
export const CARD_LIMIT_LABEL = {
  perTransaction: 'Per transaction',
  daily: 'Daily',
  monthly: 'Monthly',
  lifetime: 'Lifetime',
};
export const CARD_LIMIT_KINDS = keysOf(CARD_LIMIT_LABEL);
export type CardLimitKind = (typeof CARD_LIMIT_KINDS)[number];

/**
 * The decline fee: a fixed charge per declined authorization, in the card's currency, taken from the
 * card's BIN account. What the account cannot cover is recorded as decline-fee debt (never a negative
 * balance).
 */
export const DECLINE_FEE_AMOUNT = '0.50';

/** Reveal: a fresh 6-digit code, valid this long and usable once; at most this many codes per window. */
export const REVEAL_CODE_TTL_SECONDS = 300;
export const REVEAL_CODE_LIMIT = { count: 5, windowSeconds: 900 } as const;
/** How long the screen may show revealed card data before it hides it again. */
export const REVEAL_SHOW_SECONDS = 60;

/** Bulk freeze takes at most this many cards at once; bulk issue at most this many cards. */
export const CARD_BULK_FREEZE_MAX = 200;
export const CARD_ISSUE_COUNT_MAX = 100;

/** '•••• 1234' — what every list and page shows for a card number. */
export const maskCardNumber = (last4: string) => `•••• ${last4}`;
