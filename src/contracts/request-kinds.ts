/**
 * Requests and one-tap approvals (issue 24): kinds, statuses, channels and constants, without schemas so
 * the sidebar badge and the service worker can read them without loading zod. `requests.ts` carries the
 * endpoint contracts. Its key lists are written out rather than read off the label tables (label-keys.ts): the
 * first screens load this file, and importing that helper made two more chunks on /login, over its budget.
 */

/** What a buyer or team lead asks for. */
export const REQUEST_KINDS = ['new_card', 'card_limit', 'person_limit', 'funds'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_KIND_LABEL: Record<RequestKind, string> = {
  new_card: 'New card',
  card_limit: 'Higher card limit',
  person_limit: 'Higher person limit',
  funds: 'Funds to a BIN account',
};

/** pending → approved / declined / expired / cancelled (by the requester); only pending changes. */
export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Where a request or a decision came from (the audit log records it). */
export const REQUEST_CHANNELS = ['portal', 'push', 'telegram'] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

/** What a push notification's buttons do with the action token. */
export const REQUEST_ACTIONS = ['approve', 'decline'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** A request nobody decides expires after this many hours unless the requester chose otherwise. */
export const REQUEST_EXPIRY_HOURS_DEFAULT = 24;
export const REQUEST_EXPIRY_HOURS_MAX = 7 * 24;

/** How long a push notification's action token decides: a tap minutes later opens the request page instead. */
export const REQUEST_ACTION_TOKEN_MINUTES = 15;

/** Most requests one bulk decline takes. */
export const REQUEST_BULK_MAX = 100;

/** The requester's figures on the detail page cover this many days. */
export const REQUEST_STATS_DAYS = 30;

/** The app path of a request's page (push notifications, Telegram messages and e-mails link here). */
export const requestPath = (id: number) => `/requests/${id}`;
