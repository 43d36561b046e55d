import { z } from 'zod';
import { cardLimits, cardLimitsBody } from './cards';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { requiredText, shortText } from './fields';
import { specDate } from './dates';
import { validation } from './messages';
import { balanceCurrency, bodyId, moneyAmount } from './payments';
import { listAskableRequests } from './request-askable';
import {
  REQUEST_ACTIONS,
  REQUEST_BULK_MAX,
  REQUEST_CHANNELS,
  REQUEST_EXPIRY_HOURS_DEFAULT,
  REQUEST_EXPIRY_HOURS_MAX,
  REQUEST_KINDS,
  REQUEST_STATUSES,
} from './request-kinds';

export * from './request-kinds';
export * from './request-askable';

/**
 * Requests (issue 24): a buyer or team lead asks for a new card, a higher card limit, a higher per-person
 * limit or funds moved from a transit account to a BIN account; the owner (or a team lead within their
 * own authority, or by the owner's delegation) approves in the portal, from a push notification or in
 * Telegram. Approving executes the action through the existing paths in the same transaction as the
 * status change. One pending request per kind and target: asking again answers the existing one.
 */

const reason = () => requiredText().max(500, validation.maxLength(500));
const comment = () => shortText(500);

/** The card limit a request raises (the card's own limit kinds). */
export const REQUEST_CARD_LIMITS = ['perTransaction', 'daily', 'monthly', 'lifetime'] as const;
/** The per-person limit a request raises. */
export const REQUEST_PERSON_LIMITS = ['daily', 'monthly'] as const;

export const newCardPayload = z.object({
  kind: z.literal('new_card'),
  binSetId: bodyId(),
  /** Whose card: the requester unless a team lead asks for a member of their team. */
  holderUserId: bodyId().optional(),
  name: requiredText().max(100, validation.maxLength(100)),
  limits: cardLimitsBody.optional(),
});

export const cardLimitPayload = z.object({
  kind: z.literal('card_limit'),
  cardId: bodyId(),
  limit: z.enum(REQUEST_CARD_LIMITS, { error: validation.notValid }),
  /** The new limit asked for, in the card's currency. */
  amount: moneyAmount(),
});

export const personLimitPayload = z.object({
  kind: z.literal('person_limit'),
  /** Whose limit: the requester unless a team lead asks for a member of their team. */
  userId: bodyId().optional(),
  currency: balanceCurrency,
  limit: z.enum(REQUEST_PERSON_LIMITS, { error: validation.notValid }),
  amount: moneyAmount(),
});

export const fundsPayload = z.object({
  kind: z.literal('funds'),
  /** A transit account of the company. */
  fromAccountId: bodyId(),
  /** A BIN account of the company. */
  toAccountId: bodyId(),
  /** What leaves the transit account, in its currency (the transfer's fee is taken from it, as a manual one). */
  amount: moneyAmount(),
});

export const requestPayload = z.discriminatedUnion(
  'kind',
  [newCardPayload, cardLimitPayload, personLimitPayload, fundsPayload],
  { error: validation.notValid },
);
export type RequestPayload = z.output<typeof requestPayload>;

/** What was asked, as the API answers it (ids as numbers, amounts as decimal strings). */
export const requestPayloadView = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('new_card'),
    binSetId: z.number(),
    holderUserId: z.number(),
    name: z.string(),
    limits: cardLimits.partial().nullable(),
  }),
  z.object({
    kind: z.literal('card_limit'),
    cardId: z.number(),
    limit: z.enum(REQUEST_CARD_LIMITS),
    amount: z.string(),
  }),
  z.object({
    kind: z.literal('person_limit'),
    userId: z.number(),
    currency: z.string(),
    limit: z.enum(REQUEST_PERSON_LIMITS),
    amount: z.string(),
  }),
  z.object({ kind: z.literal('funds'), fromAccountId: z.number(), toAccountId: z.number(), amount: z.string() }),
]);
export type RequestPayloadView = z.infer<typeof requestPayloadView>;

const expiresInHours = z.coerce
  .number({ error: validation.integer })
  .int(validation.integer)
  .min(1, validation.minValue(1))
  .max(REQUEST_EXPIRY_HOURS_MAX, validation.maxValue(REQUEST_EXPIRY_HOURS_MAX))
  .default(REQUEST_EXPIRY_HOURS_DEFAULT);

const asked = { reason: reason(), expiresInHours: expiresInHours.optional() };
export const createRequestBody = z.discriminatedUnion(
  'kind',
  [
    newCardPayload.extend(asked),
    cardLimitPayload.extend(asked),
    personLimitPayload.extend(asked),
    fundsPayload.extend(asked),
  ],
  { error: validation.notValid },
);
export type CreateRequestBody = z.input<typeof createRequestBody>;

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** A request as lists and pages show it. */
export const requestView = z.object({
  id: z.number(),
  companyId: z.number(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  /** What was asked, with the holder or user filled in. */
  payload: requestPayloadView,
  /** A line naming the target: "Card •••• 1234: daily limit", "Transit USD → BIN 4242 USD", … */
  title: z.string(),
  reason: z.string(),
  /** The amount or limit asked; null for a new card. */
  amount: z.string().nullable(),
  /** The currency of `amount` (and of a new card). */
  currency: z.string().nullable(),
  /** What the decider approved (approve with changes may give less); null unless approved. */
  approvedAmount: z.string().nullable(),
  requester: person,
  /** Whose card, limit or account it is about (the requester, or a member of a lead's team; null for funds). */
  subject: person.nullable(),
  createdAt: specDate,
  expiresAt: specDate,
  decidedAt: specDate.nullable(),
  decidedBy: person.nullable(),
  /** Where the decision (or the cancel) came from; null while pending or once expired. */
  channel: z.enum(REQUEST_CHANNELS).nullable(),
  comment: z.string().nullable(),
  /** What approving made: the cards issued, the transfer posted. */
  result: z.object({ cardIds: z.array(z.number()), paymentId: z.number().nullable() }).nullable(),
  /** What the caller may do with it now. */
  actions: z.object({ approve: z.boolean(), decline: z.boolean(), cancel: z.boolean() }),
  /** Why the caller may not decide it although it is pending (over their authority, needs the owner); else null. */
  decideRefusal: z.string().nullable(),
});
export type RequestView = z.infer<typeof requestView>;

/** The request page: the request and the requester's recent figures. */
export const requestDetail = requestView.extend({
  requesterStats: z.object({
    days: z.number(),
    /** Settled and held card spend of the requester's cards over `days`, per currency. */
    spent: z.array(z.object({ currency: z.string(), amount: z.string() })),
    authorizations: z.number(),
    declines: z.number(),
    /** Percent of authorizations declined over `days`, two places ("0.00" without any). */
    declineRate: z.string(),
    /** The requester's requests over `days` by outcome. */
    requests: z.object({ approved: z.number(), declined: z.number() }),
  }),
});
export type RequestDetail = z.infer<typeof requestDetail>;

const oneOrMany = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))], { error: validation.notValid })
    .optional()
    .transform((v) => (v === undefined ? undefined : [v].flat()));

export const requestListQuery = z.object({
  status: oneOrMany(REQUEST_STATUSES),
  kind: oneOrMany(REQUEST_KINDS),
  /** Only the caller's own requests (a decider's "my requests"); a buyer always sees only theirs. */
  mine: z
    .enum(['true', 'false'], { error: validation.notValid })
    .optional()
    .transform((v) => v === 'true'),
  requesterId: bodyId().optional(),
  ...pageQuery,
});
export type RequestListQuery = z.input<typeof requestListQuery>;

export const listRequests = endpoint({
  method: 'get',
  path: '/request/list',
  access: 'request.view',
  summary:
    'Requests the caller reaches, newest first: a buyer their own; a team lead their own and their team’s; ' +
    "the owner the company's",
  query: requestListQuery,
  response: paged(requestView),
});

export const requestDetails = endpoint({
  method: 'get',
  path: '/request/{id}',
  access: 'request.view',
  summary: "A request with the requester's recent spend and decline rate (404 outside the caller's reach)",
  params: idParam,
  response: requestDetail,
});

export const createRequest = endpoint({
  method: 'post',
  path: '/request',
  access: 'request.create',
  summary:
    'Ask for a new card, a higher card or person limit, or funds to a BIN account; one pending request per ' +
    'kind and target: a duplicate answers the existing one (duplicate: true)',
  body: createRequestBody,
  response: z.object({ message: z.string(), request: requestView, duplicate: z.boolean() }),
  status: 201,
});

export const cancelRequest = endpoint({
  method: 'post',
  path: '/request/{id}/cancel',
  access: 'request.create',
  summary: 'The requester withdraws their pending request (409 once decided)',
  params: idParam,
  response: z.object({ message: z.string(), request: requestView }),
});

export const approveRequestBody = z
  .object({
    /** Approve with changes: less than asked (a smaller limit or amount); not for a new card. */
    amount: moneyAmount().optional(),
    comment: comment().optional(),
  })
  .strict();

export const approveRequest = endpoint({
  method: 'post',
  path: '/request/{id}/approve',
  access: 'request.decide',
  summary:
    'Approve and execute it in the same transaction (card issued with its fee, limit changed, transfer posted ' +
    'with its fee); 409 when already decided',
  params: idParam,
  body: approveRequestBody,
  response: z.object({ message: z.string(), request: requestView }),
});

export const declineRequestBody = z.object({ comment: comment().optional() }).strict();

export const declineRequest = endpoint({
  method: 'post',
  path: '/request/{id}/decline',
  access: 'request.decide',
  summary: 'Decline a pending request; 409 when already decided',
  params: idParam,
  body: declineRequestBody,
  response: z.object({ message: z.string(), request: requestView }),
});

export const bulkDeclineBody = z
  .object({
    ids: z
      .array(bodyId(), { error: validation.notValid })
      .min(1, validation.required)
      .max(REQUEST_BULK_MAX, validation.maxLength(REQUEST_BULK_MAX)),
    comment: comment().optional(),
  })
  .strict();

export const bulkDeclineRequests = endpoint({
  method: 'post',
  path: '/request/bulk-decline',
  access: 'request.decide',
  summary: 'Decline several pending requests the caller may decide; the others are named and left as they are',
  body: bulkDeclineBody,
  response: z.object({
    message: z.string(),
    declined: z.array(z.number()),
    /** Already decided, out of reach or over the caller's authority: untouched. */
    skipped: z.array(z.number()),
  }),
});

export const pendingRequestCount = endpoint({
  method: 'get',
  path: '/request/pending-count',
  access: 'request.decide',
  summary: 'How many pending requests the caller may decide (the sidebar badge)',
  response: z.object({ count: z.number() }),
});

export const requestSettings = z.object({
  /** Team leads approve funds requests of their team (otherwise only the owner). */
  leadsDecideFunds: z.boolean(),
  /** Team leads approve new-card requests of their team (otherwise only the owner). */
  leadsDecideNewCards: z.boolean(),
});
export type RequestSettings = z.infer<typeof requestSettings>;

export const getRequestSettings = endpoint({
  method: 'get',
  path: '/request/settings',
  access: 'request.decide',
  summary: "The company's delegation of request decisions to team leads",
  response: requestSettings,
});

export const updateRequestSettings = endpoint({
  method: 'put',
  path: '/request/settings',
  access: 'request.settings',
  summary: 'The owner delegates (or takes back) funds and new-card decisions to team leads; audited',
  body: requestSettings.strict(),
  response: requestSettings.extend({ message: z.string() }),
});

export const requestActionBody = z
  .object({
    /** The single-use token of the push notification (bound to the request and the decider). */
    token: requiredText().max(512, validation.maxLength(512)),
    action: z.enum(REQUEST_ACTIONS, { error: validation.notValid }),
  })
  .strict();

export const requestPushAction = endpoint({
  method: 'post',
  path: '/request/push-action',
  access: 'public',
  summary:
    "A push notification's Approve or Decline, posted by the service worker with the notification's single-use " +
    "action token instead of a session; decides as the token's decider after checking their current rights",
  body: requestActionBody,
  response: messageResponse.extend({
    requestId: z.number(),
    status: z.enum(REQUEST_STATUSES),
  }),
});

export const requestEndpoints = {
  listRequests,
  listAskableRequests,
  pendingRequestCount,
  getRequestSettings,
  updateRequestSettings,
  requestDetails,
  createRequest,
  cancelRequest,
  approveRequest,
  declineRequest,
  bulkDeclineRequests,
  requestPushAction,
};
