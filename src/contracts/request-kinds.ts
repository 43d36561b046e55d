/**
 * Requests and one-tap approvals (issue 24): kinds, statuses, channels and constants, without schemas so
 * the sidebar badge and the service worker can read them without loading zod. `requests.ts` carries the
 * endpoint contracts.
 */

import { keysOf } from './label-keys';

/** What a buyer or team lead asks for. */
export const REQUEST_KIND_LABEL = {
  new_card: 'New card',
  card_limit: 'Higher card limit',
  person_limit: 'Higher person limit',
  funds: 'Funds to a BIN account',
};
export const REQUEST_KINDS = keysOf(REQUEST_KIND_LABEL);
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** pending → approved / declined / expired / cancelled (by the requester); only pending changes. */
export const REQUEST_STATUS_LABEL = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
export const REQUEST_STATUSES = keysOf(REQUEST_STATUS_LABEL);
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

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
