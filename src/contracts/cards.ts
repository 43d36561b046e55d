import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, paged, pageQuery, type EndpointSpec } from './endpoint';
import { positiveId, requiredList, requiredText, shortText } from './fields';
import { validation } from './messages';
import {
  CARD_BULK_FREEZE_MAX,
  CARD_EVENTS,
  CARD_ISSUE_COUNT_MAX,
  CARD_STATUSES,
  CARD_TRANSACTION_STATUSES,
  DECLINE_REASONS,
} from './card-kinds';
import { compareDecimal, decimal } from './validators';
import { idName } from './simple-item';

export * from './card-kinds';

/**
 * Cards (PRODUCT.md "Cards"; spec 2.2 wallet, bank card, team card; 2.3 clients/{id}/card; 2.4 card history).
 *
 * Which cards a caller reaches: a buyer (4) their own, a team lead (3) their own and their team's, an
 * owner (2) the company's, staff any company's (role 8 reads only). A card out of reach answers 404.
 * Money is a decimal string in the card's currency; a limit of null means "no limit of that kind".
 * The full number, CVV and expiry are never part of these shapes: only `reveal` answers them, after a
 * fresh code, with `Cache-Control: no-store`.
 */

/** An id picked from a list: whatever is wrong with it, the person has to choose one. */
const chosenId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

const CARD_LIMIT_MAX = '1000000000.00';
/** A limit as typed: a positive decimal with 2 places at most; null (or an empty field) clears it. */
const limitValue = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    decimal(2)
      .refine(
        (v) => !/^[+-]?\d+(\.\d+)?$/.test(v) || (compareDecimal(v, 0) > 0 && compareDecimal(v, CARD_LIMIT_MAX) <= 0),
        validation.between('0.01', CARD_LIMIT_MAX),
      )
      .nullable(),
  );

export const cardLimitsBody = z
  .object({
    perTransaction: limitValue().optional(),
    daily: limitValue().optional(),
    monthly: limitValue().optional(),
    lifetime: limitValue().optional(),
  })
  .strict();
export type CardLimitsBody = z.input<typeof cardLimitsBody>;

const cardName = () => requiredText().max(100, validation.maxLength(100));

const option = z.object({ key: z.string(), description: z.string() });

export const cardLimits = z.object({
  perTransaction: z.string().nullable(),
  daily: z.string().nullable(),
  monthly: z.string().nullable(),
  lifetime: z.string().nullable(),
});

export const cardHolder = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** A card as every list and page shows it. */
export const card = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  last4: z.string(),
  /** '•••• 1234' */
  maskedNumber: z.string(),
  status: z.enum(CARD_STATUSES),
  currency: z.string(),
  holder: cardHolder,
  binSet: z.object({ id: z.number(), bin: z.string(), name: z.string() }),
  account: idName,
  limits: cardLimits,
  /** Settled and held spend: today (UTC day), this month (UTC), since issue. */
  spent: z.object({ today: z.string(), month: z.string(), lifetime: z.string() }),
  createdAt: specDate,
  closedAt: specDate.nullable(),
});
export type Card = z.infer<typeof card>;

/** A card's page: the card, its company and what the caller may do with it. */
export const cardDetail = card.extend({
  company: idName,
  /** Available funds of the BIN account the card spends from (only for callers who may see balances). */
  availableBalance: z.string().nullable(),
  /** Why the caller may not unfreeze this frozen card (it was frozen by higher authority); null otherwise. */
  unfreezeRefusal: z.string().nullable(),
  actions: z.object({
    freeze: z.boolean(),
    unfreeze: z.boolean(),
    close: z.boolean(),
    limits: z.boolean(),
    rename: z.boolean(),
    reveal: z.boolean(),
  }),
});
export type CardDetail = z.infer<typeof cardDetail>;

const listFilters = {
  /** Part of the card's name or its last four digits. */
  search: shortText(100).optional(),
  status: z
    .union([z.enum(CARD_STATUSES), z.array(z.enum(CARD_STATUSES))], { error: validation.notValid })
    .optional()
    .transform((v) => (v === undefined ? undefined : [v].flat())),
  /** Holder (owner and team lead; staff): ignored for a buyer, who only has their own. */
  holderId: positiveId.optional(),
  /** A team lead's id: the lead's cards and their team's (owner, staff). */
  teamId: positiveId.optional(),
  ...pageQuery,
};
export const cardListQuery = z.object(listFilters);
export type CardListQuery = z.input<typeof cardListQuery>;

export const listCards = endpoint({
  method: 'get',
  path: '/card/list',
  access: 'card.view',
  summary:
    "Cards the caller reaches, newest first: a buyer their own, a team lead their own and their team's, an owner " +
    "the company's; staff every company's (filter companyId)",
  query: z.object({ ...listFilters, companyId: positiveId.optional() }),
  response: paged(card),
});

export const companyCardList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/card/list',
  access: 'card.view',
  summary: "A company's cards for the back office (a client reaches only their own company, narrowed as in /card/list)",
  params: idParam,
  query: cardListQuery,
  response: paged(card),
});

export const cardDetails = endpoint({
  method: 'get',
  path: '/card/{id}',
  access: 'card.view',
  summary: 'One card with its limits, spend, company and the actions the caller may take',
  params: idParam,
  response: cardDetail,
});

export const cardHistoryRecord = z.object({
  id: z.number(),
  /** When it happened (ISO). */
  creation: z.string(),
  type: z.object({ key: z.enum(CARD_EVENTS), description: z.string() }),
  /** Who did it ('System' when nobody did). */
  userName: z.string(),
  /** Masked: '•••• 1234'. */
  cardNumber: z.string(),
  /** The card's status after the event. */
  status: option,
});

export const cardHistory = endpoint({
  method: 'get',
  path: '/card/{id}/history',
  access: 'card.view',
  summary: 'The card-history modal: issue, freezes, limits, close; newest first',
  params: idParam,
  response: z.array(cardHistoryRecord),
});

export const cardTransaction = z.object({
  id: z.number(),
  /** The issuer's authorization id. */
  transactionId: z.string(),
  merchant: z.object({ name: z.string(), category: z.string().nullable(), country: z.string().nullable() }),
  /** Asked for; `settledAmount` is what finally settled, `refundedAmount` what came back. */
  amount: z.string(),
  settledAmount: z.string().nullable(),
  refundedAmount: z.string(),
  currency: z.string(),
  status: z.enum(CARD_TRANSACTION_STATUSES),
  reason: z.enum(DECLINE_REASONS).nullable(),
  /** The decline fee charged for it, and how much of it the account could not cover (debt). */
  declineFee: z.string().nullable(),
  declineFeeDebt: z.string().nullable(),
  createdAt: specDate,
  updatedAt: specDate,
});
export type CardTransaction = z.infer<typeof cardTransaction>;

export const cardTransactionsQuery = z.object({
  status: z
    .union([z.enum(CARD_TRANSACTION_STATUSES), z.array(z.enum(CARD_TRANSACTION_STATUSES))], {
      error: validation.notValid,
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : [v].flat())),
  ...pageQuery,
});

export const cardTransactions = endpoint({
  method: 'get',
  path: '/card/{id}/transactions',
  access: 'card.view',
  summary: "The card's payments (authorizations and what became of them, declines with their reason), newest first",
  params: idParam,
  query: cardTransactionsQuery,
  response: paged(cardTransaction),
});

/** A change of one card (`/card/{id}/…`): it answers a message and the card as it is now. */
const cardChange = <const S extends Omit<EndpointSpec, 'params' | 'response'>>(spec: S) =>
  endpoint({ ...spec, params: idParam, response: z.object({ message: z.string(), card }) });

export const updateCardLimits = cardChange({
  method: 'patch',
  path: '/card/{id}/limits',
  access: 'card.limits',
  summary: 'Change limits: a field left out stays, null removes the limit; a closed card is 409',
  body: cardLimitsBody,
});

export const renameCard = cardChange({
  method: 'patch',
  path: '/card/{id}/name',
  access: 'card.limits',
  summary: 'Rename a card; a closed card is 409',
  body: z.object({ name: cardName() }),
});

export const freezeCard = cardChange({
  method: 'post',
  path: '/card/{id}/freeze',
  access: 'card.freeze',
  summary: 'Freeze an active card: its authorizations decline until unfrozen (409 when not active)',
});

export const unfreezeCard = cardChange({
  method: 'post',
  path: '/card/{id}/unfreeze',
  access: 'card.freeze',
  summary: 'Unfreeze a frozen card (409 when not frozen)',
});

export const closeCard = cardChange({
  method: 'post',
  path: '/card/{id}/close',
  access: 'card.close',
  summary: 'Close a card for good: it cannot be reopened (409 when already closed)',
});

export const bulkFreezeBody = z.object({
  ids: requiredList(positiveId, CARD_BULK_FREEZE_MAX),
});

export const bulkFreezeCards = endpoint({
  method: 'post',
  path: '/card/bulk-freeze',
  access: 'card.freeze',
  summary: 'Freeze many cards: active ones the caller reaches are frozen, the rest are listed as skipped',
  body: bulkFreezeBody,
  response: z.object({ message: z.string(), frozenIds: z.array(z.number()), skippedIds: z.array(z.number()) }),
});

// --- issuing ---

export const issuanceBinSet = z.object({
  id: z.number(),
  bin: z.string(),
  name: z.string(),
  currency: z.string(),
  isDefaultIssuance: z.boolean(),
  cardIssuanceFee: z.string(),
  monthlyMaintenanceFee: z.string(),
  /** The company's BIN account for the set: what the fee is taken from and the cards spend. */
  account: z.object({ id: z.number(), name: z.string(), availableBalance: z.string() }),
});

export const issuancePreview = endpoint({
  method: 'get',
  path: '/card/issue/preview',
  access: 'card.issue',
  summary:
    "What issuing would cost: the company's BIN sets (the default-issuance set preselected), fee per card × " +
    'count, the available balance and how many cards may still be issued',
  query: z.object({ binSetId: positiveId.optional(), count: positiveId.optional() }),
  response: z.object({
    binSets: z.array(issuanceBinSet),
    /** The set the figures are for: the one asked, else the default-issuance set, else the first. */
    selectedBinSetId: z.number().nullable(),
    currency: z.string().nullable(),
    feePerCard: z.string(),
    count: z.number(),
    totalFee: z.string(),
    availableBalance: z.string(),
    cardsAvailableCount: z.number(),
  }),
});

export const issueCardsBody = z.object({
  binSetId: chosenId(validation.chooseBinSet),
  holderUserId: chosenId(validation.chooseHolder),
  name: cardName(),
  limits: cardLimitsBody.optional(),
  count: z.coerce
    .number({ error: validation.integer })
    .int(validation.integer)
    .min(1, validation.minValue(1))
    .max(CARD_ISSUE_COUNT_MAX, validation.maxValue(CARD_ISSUE_COUNT_MAX))
    .default(1),
});
export type IssueCardsBody = z.input<typeof issueCardsBody>;

export const issueCards = endpoint({
  method: 'post',
  path: '/card/issue',
  access: 'card.issue',
  summary:
    'Issue `count` identical cards to a holder (needs the card_issue permission; Idempotency-Key). The fee is ' +
    "taken from the set's BIN account: 422 naming the available amount when it does not cover it, nothing issued",
  body: issueCardsBody,
  response: z.object({ message: z.string(), cards: z.array(card) }),
  status: 201,
});

// --- reveal ---

export const requestRevealCode = endpoint({
  method: 'post',
  path: '/card/{id}/reveal-code',
  access: 'card.reveal',
  rateLimited: true,
  summary:
    'Send a fresh 6-digit code to see the card data: by Telegram when the user chose it for 3DS, else by e-mail ' +
    "(emailFor3ds, or the account e-mail). The holder or their company's owner; rate limited (429)",
  params: idParam,
  response: z.object({ channel: z.enum(['email', 'telegram']), destination: z.string(), expiresAt: specDate }),
});

export const revealCard = endpoint({
  method: 'post',
  path: '/card/{id}/reveal',
  access: 'card.reveal',
  rateLimited: true,
  summary:
    'The full number, CVV and expiry for a code of reveal-code (single use, 5 minutes); answered with ' +
    'Cache-Control: no-store',
  params: idParam,
  body: z.object({ code: requiredText().regex(/^\d{6}$/, validation.notValid) }),
  response: z.object({
    number: z.string(),
    cvv: z.string(),
    expiryMonth: z.number(),
    expiryYear: z.number(),
    showSeconds: z.number(),
  }),
});

export const declineFee = endpoint({
  method: 'get',
  path: '/card/decline-fee',
  access: 'card.view',
  summary: "The fee charged per declined authorization, in the card's currency",
  response: z.object({ declineFeeChargeAmount: z.string() }),
});

export const cardEndpoints = {
  listCards,
  companyCardList,
  cardDetails,
  cardHistory,
  cardTransactions,
  updateCardLimits,
  renameCard,
  freezeCard,
  unfreezeCard,
  closeCard,
  bulkFreezeCards,
  issuancePreview,
  issueCards,
  requestRevealCode,
  revealCard,
  declineFee,
};
