import { z } from 'zod';
import { endpoint } from './endpoint';
import { requiredText, text } from './fields';
import { validation } from './messages';
import { CARD_STATUSES, DECLINE_REASONS } from './card-kinds';
import { compareDecimal, decimal } from './validators';
import { CURRENCIES } from './money';

/**
 * The card issuer's signed webhooks (PRODUCT.md "Cards"), and the sandbox issuer's control endpoints.
 *
 * Signature: the issuer sends `Issuer-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` where the HMAC
 * is keyed with CARD_ISSUER_WEBHOOK_SECRET over `${t}.${rawBody}`. A missing or wrong signature, or a
 * timestamp more than 5 minutes away, is answered 401 and nothing is written. An event id seen before is
 * answered with the first answer again and changes nothing.
 *
 * Amounts in events are integers of minor units of `currency` (cents), as card networks send them.
 */

export const ISSUER_SIGNATURE_HEADER = 'Issuer-Signature';
export const ISSUER_SIGNATURE_TOLERANCE_SECONDS = 300;

export const ISSUER_EVENT_TYPES = [
  'authorization.request',
  'authorization.reversal',
  'authorization.declined',
  'transaction.settlement',
  'transaction.refund',
  '3ds.otp',
] as const;
export type IssuerEventType = (typeof ISSUER_EVENT_TYPES)[number];

const minor = z.number().int().positive();
const ref = z.string().min(1).max(100);
export const issuerMerchant = z.object({
  name: z.string().min(1).max(200),
  category: z.string().max(10).nullish(),
  country: z.string().max(3).nullish(),
});
export type IssuerMerchant = z.infer<typeof issuerMerchant>;

const base = { id: ref, created: z.string() };

export const issuerEvent = z.discriminatedUnion('type', [
  /** The portal decides: approved (funds held) or declined with a reason. */
  z.object({
    ...base,
    type: z.literal('authorization.request'),
    data: z.object({ cardId: ref, transactionId: ref, amount: minor, currency: z.string(), merchant: issuerMerchant }),
  }),
  /** The merchant let go of an approved authorization: the hold is released. */
  z.object({ ...base, type: z.literal('authorization.reversal'), data: z.object({ cardId: ref, transactionId: ref }) }),
  /** Declined by the issuer before asking the portal (recorded like a portal decline, with its fee). */
  z.object({
    ...base,
    type: z.literal('authorization.declined'),
    data: z.object({
      cardId: ref,
      transactionId: ref,
      amount: minor,
      currency: z.string(),
      merchant: issuerMerchant,
      reason: z.enum(DECLINE_REASONS).optional(),
    }),
  }),
  /**
   * The authorization settled for `amount` (may differ from what was held: the rest is released), in the
   * merchant's `currency` when it is not the card's: the portal converts it at the platform rate and adds
   * the card FX fee.
   */
  z.object({
    ...base,
    type: z.literal('transaction.settlement'),
    data: z.object({ cardId: ref, transactionId: ref, amount: minor, currency: z.string().max(10).optional() }),
  }),
  /** Money back from the merchant on a settled transaction: credited to the card's BIN account. */
  z.object({
    ...base,
    type: z.literal('transaction.refund'),
    data: z.object({ cardId: ref, transactionId: ref, refundId: ref, amount: minor }),
  }),
  /** A 3-D Secure code to pass to the holder (e-mail emailFor3ds, or Telegram per their settings). */
  z.object({
    ...base,
    type: z.literal('3ds.otp'),
    data: z.object({
      cardId: ref,
      code: z.string().min(4).max(10),
      amount: minor,
      currency: z.string(),
      merchant: issuerMerchant,
    }),
  }),
]);
export type IssuerEvent = z.infer<typeof issuerEvent>;

export const issuerDecision = z.object({ approved: z.boolean(), reason: z.enum(DECLINE_REASONS).nullable() });
export type IssuerDecision = z.infer<typeof issuerDecision>;

export const webhookResponse = z.object({
  received: z.literal(true),
  eventId: z.string(),
  /** Only for authorization.request. */
  decision: issuerDecision.optional(),
});
export type WebhookResponse = z.infer<typeof webhookResponse>;

export const issuerWebhook = endpoint({
  method: 'post',
  path: '/card-issuer/webhook',
  access: 'public',
  summary:
    "The card issuer's events, signed (Issuer-Signature: t=…,v1=HMAC-SHA256(secret, `${t}.${rawBody}`)); 401 on a " +
    'bad or stale signature. The body is one issuerEvent; an authorization.request is answered with the decision',
  // No `body` here on purpose: the handler reads the raw bytes itself, checks the signature over them, and
  // only then parses them as an `issuerEvent`.
  response: webhookResponse,
  bare: true,
});

// --- the sandbox issuer's controls: only when CARD_ISSUER is the sandbox and NODE_ENV is not production ---

export const sandboxCard = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  name: z.string(),
  last4: z.string(),
  currency: z.string(),
  status: z.enum(CARD_STATUSES),
  holderName: z.string(),
});

export const sandboxCards = endpoint({
  method: 'get',
  path: '/sandbox/card-issuer/cards',
  access: 'sandbox.issuer',
  openWithSandboxOpen: true,
  summary:
    "Sandbox only (404 otherwise); full-right staff, or anyone with SANDBOX_OPEN=true: the portal's cards that " +
    'purchases can be simulated on (up to 500, active first)',
  query: z.object({ companyId: z.coerce.number().int().positive().optional() }),
  response: z.array(sandboxCard),
});

export const SANDBOX_OUTCOMES = ['settle', 'reverse', 'refund', 'hold'] as const;

/** The largest sandbox purchase: its minor units stay a safe integer in the issuer's JSON. */
export const SANDBOX_AMOUNT_MAX = '1000000000.00';
const sandboxAmount = () =>
  decimal(2).refine(
    (v) => !/^\d+(\.\d+)?$/.test(v) || compareDecimal(v, SANDBOX_AMOUNT_MAX) <= 0,
    validation.maxValue(SANDBOX_AMOUNT_MAX),
  );

export const sandboxPurchaseBody = z.object({
  /** The portal's card id. */
  cardId: z.coerce.number({ error: validation.integer }).int(validation.integer).positive(validation.notValid),
  amount: sandboxAmount().refine((v) => !/^\d+(\.\d+)?$/.test(v) || Number(v) > 0, validation.minValue('0.01')),
  merchant: z
    .object({
      name: requiredText().max(200, validation.maxLength(200)),
      category: text().max(10).optional(),
      country: text().max(3).optional(),
    })
    .optional(),
  /**
   * What happens after an approval: settle (default) for `settleAmount` or the full amount, reverse the
   * authorization, settle then refund `refundAmount` (default all), or leave it held.
   */
  then: z.enum(SANDBOX_OUTCOMES).default('settle'),
  /**
   * The merchant's currency when it is not the card's: `amount` and `settleAmount` are then in it; the
   * issuer authorizes the amount converted at the platform rate and settles in the merchant's currency,
   * so the portal converts the settlement and charges the card FX fee. `refundAmount` stays in the card's.
   */
  merchantCurrency: z.enum(CURRENCIES, { error: validation.notValid }).optional(),
  settleAmount: sandboxAmount().optional(),
  refundAmount: sandboxAmount().optional(),
});
export const sandboxPurchase = endpoint({
  method: 'post',
  path: '/sandbox/card-issuer/purchase',
  access: 'sandbox.issuer',
  openWithSandboxOpen: true,
  summary:
    'Sandbox only (404 otherwise); full-right staff, or anyone with SANDBOX_OPEN=true: the sandbox issuer makes a ' +
    'purchase on the card and sends the portal its signed webhooks over HTTP, exactly as a real issuer would; ' +
    'answers what the portal decided and which events were sent',
  body: sandboxPurchaseBody,
  response: z.object({
    transactionId: z.string(),
    decision: issuerDecision,
    events: z.array(z.object({ id: z.string(), type: z.enum(ISSUER_EVENT_TYPES), status: z.number() })),
  }),
});

export const cardIssuerEndpoints = { issuerWebhook, sandboxCards, sandboxPurchase };
