import { z } from 'zod';
import { endpoint, idParam } from './endpoint';
import { requiredText, shortText, text } from './fields';
import { validation } from './messages';
import { bodyId, moneyAmount } from './payments';
import { idName } from './simple-item';

/**
 * Top-ups and withdrawals (spec 3 "Pay-in info", "Top-up result"; spec 5 admin top-up rules; spec 7
 * backoffice top-up). A staff top-up is PENDING until role 1 accepts it (then posted) or declines it
 * (nothing posted). A withdrawal holds the funds at once; accepting posts it, declining releases it.
 */

/** Pay-in networks of the crypto top-up page, and the balance currency each credits. */
export const PAY_IN_NETWORKS = ['USDT_TRC', 'USDT_ERC', 'USDC'] as const;
export type PayInNetwork = (typeof PAY_IN_NETWORKS)[number];
export const PAY_IN_NETWORK_CURRENCY: Record<PayInNetwork, 'USDT' | 'USDC'> = {
  USDT_TRC: 'USDT',
  USDT_ERC: 'USDT',
  USDC: 'USDC',
};
export const PAY_IN_NETWORK_BLOCKCHAIN: Record<PayInNetwork, string> = {
  USDT_TRC: 'TRC20',
  USDT_ERC: 'ERC20',
  USDC: 'ERC20',
};

const accountOption = z.object({ id: z.number(), name: z.string(), currencyCode: z.string(), balance: z.string() });

/** Spec 3 "Pay-in info" for one network: where to send, what it is credited as, at which rate and fee. */
export const payInInfo = z.object({
  accounts: z.array(accountOption),
  /** Percent the crypto provider takes. */
  fee: z.string(),
  /** Network units per credited unit: 1 (spec 9 default pay-in rate). */
  rate: z.string(),
  address: z.string(),
  blockchain: z.string(),
  /** What the QR code encodes: the product host plus /top-up/{network}/{address}. */
  qr: z.string(),
  currency: z.enum(PAY_IN_NETWORKS),
  convertedCurrencyCode: z.string(),
});
export type PayInInfo = z.infer<typeof payInInfo>;

/**
 * Bank details for a wire top-up: the platform legal entity's account (one place:
 * server/modules/top-ups/wire-details.ts).
 */
export const wireDetails = z.object({
  beneficiary: z.string(),
  beneficiaryAddress: z.string(),
  bankName: z.string(),
  iban: z.string(),
  swift: z.string(),
  /** What the client writes in the transfer's reference so staff can match it. */
  reference: z.string(),
  currencies: z.array(z.string()),
});
export type WireDetails = z.infer<typeof wireDetails>;

export const payInInfoEndpoint = endpoint({
  method: 'get',
  path: '/top-up/pay-in-info',
  access: 'topUp.payIn',
  summary:
    "The client's pay-in page: USDT (TRC, ERC) and USDC addresses of the default crypto provider; wire details " +
    'when enabled (needs top_up)',
  response: z.object({
    provider: idName,
    records: z.array(payInInfo),
    wire: wireDetails.nullable(),
  }),
});

/** Pay-in sources staff may record (spec 8: source 2 is Swift, otherwise Sepa; 3 is crypto). */
export const sourceList = endpoint({
  method: 'get',
  path: '/backoffice/top-up/source-list',
  access: 'company.topUp',
  summary: 'Pay-in sources of a staff top-up: SEPA (EUR), SWIFT, crypto (USDT, USDC)',
  response: z.object({
    records: z.array(z.object({ value: z.number(), description: z.string(), currencies: z.array(z.string()) })),
  }),
});

export const sourceAccounts = endpoint({
  method: 'get',
  path: '/backoffice/top-up/company/{id}/source/{sourceId}',
  access: 'company.topUp',
  summary: "The company's transit accounts a source can credit (fiat: the one it will credit)",
  params: z.object({ id: z.coerce.number().int().positive(), sourceId: z.coerce.number().int().min(1).max(3) }),
  response: z.object({ records: z.array(accountOption) }),
});

const description = shortText(500).optional();

/**
 * The one spelling of a transaction hash: trimmed, lower case (hex is case-blind), without a 0x prefix,
 * so 0xAB…, ab… and AB… are the same transaction and credit at most one top-up.
 */
export const cryptoHashKey = (hash: string) => hash.trim().toLowerCase().replace(/^0x/, '');

/**
 * The chains a balance currency is paid in on (USDT: TRC20 and ERC20; USDC: ERC20): a hash is unique per chain,
 * and a balance paid in on one chain alone names it without being told.
 */
export const chainsOf = (currency: string) => [
  ...new Set(
    PAY_IN_NETWORKS.filter((n) => PAY_IN_NETWORK_CURRENCY[n] === currency).map((n) => PAY_IN_NETWORK_BLOCKCHAIN[n]),
  ),
];

/**
 * Spec 5: crypto top-up requires hash, amount, sourceId, accountId; description optional. `network` (a pay-in
 * network of the account's currency) is optional: it says on which chain the hash is, which a USDT balance
 * cannot tell (issue 17: a hash is unique per network).
 */
export const cryptoTopUpBody = z.object({
  hash: requiredText().pipe(text().max(200, validation.maxLength(200))),
  amount: moneyAmount(),
  sourceId: bodyId(),
  accountId: bodyId(),
  network: z.enum(PAY_IN_NETWORKS, { error: validation.notValid }).optional(),
  description,
});

/** Spec 5: fiat top-up requires amount, sourceId; description optional. */
export const fiatTopUpBody = z.object({ amount: moneyAmount(), sourceId: bodyId(), description });

/** Spec 3 "Top-up result", with the spec 8 success text as `message`. */
export const topUpResult = z.object({
  id: z.number(),
  isFirstTopUp: z.boolean(),
  message: z.string(),
  status: z.number(),
});

export const cryptoTopUp = endpoint({
  method: 'post',
  path: '/backoffice/top-up/company/{id}/crypto',
  access: 'company.topUp',
  summary: 'Record a crypto top-up (pending until role 1 accepts it); send an Idempotency-Key',
  params: idParam,
  body: cryptoTopUpBody,
  // Spec 7 sends these as multipart: the server reads multipart, urlencoded and JSON alike. No file is
  // sent, so the ordinary body limit applies rather than the upload limit.
  bodyType: 'form',
  response: topUpResult,
  status: 201,
});

export const fiatTopUp = endpoint({
  method: 'post',
  path: '/backoffice/top-up/company/{id}/fiat',
  access: 'company.topUp',
  summary:
    "Record a SEPA or SWIFT top-up on the company's EUR (SEPA) or currency (SWIFT) transit account, pending until " +
    'accepted',
  params: idParam,
  body: fiatTopUpBody,
  // Spec 7 sends these as multipart: the server reads multipart, urlencoded and JSON alike. No file is
  // sent, so the ordinary body limit applies rather than the upload limit.
  bodyType: 'form',
  response: topUpResult,
  status: 201,
});

const decision = z.object({ id: z.number(), status: z.number(), message: z.string() });
const paymentParam = z.object({ paymentId: z.coerce.number().int().positive() });

export const acceptTopUp = endpoint({
  method: 'post',
  path: '/backoffice/top-up/{paymentId}/accept',
  access: 'topUp.decide',
  summary: 'Accept a pending top-up: the money is posted to the account',
  params: paymentParam,
  response: decision,
});

export const declineTopUp = endpoint({
  method: 'post',
  path: '/backoffice/top-up/{paymentId}/decline',
  access: 'topUp.decide',
  summary: 'Decline a pending top-up: nothing is posted',
  params: paymentParam,
  response: decision,
});

export const withdrawalBody = z.object({
  companyId: bodyId(),
  accountId: bodyId(),
  amount: moneyAmount(),
  description,
});

export const createWithdrawal = endpoint({
  method: 'post',
  path: '/backoffice/company/withdrawal',
  access: 'company.withdrawal',
  summary: 'Withdraw from a transit account (needs admin_withdrawal): the amount is held at once until role 1 decides',
  body: withdrawalBody,
  response: z.object({ id: z.number(), status: z.number(), message: z.string() }),
  status: 201,
});

export const acceptWithdrawal = endpoint({
  method: 'post',
  path: '/backoffice/withdrawal/{paymentId}/accept',
  access: 'withdrawal.decide',
  summary: 'Accept a pending withdrawal: the held amount leaves the account',
  params: paymentParam,
  response: decision,
});

export const declineWithdrawal = endpoint({
  method: 'post',
  path: '/backoffice/withdrawal/{paymentId}/decline',
  access: 'withdrawal.decide',
  summary: 'Decline a pending withdrawal: the held amount is available again',
  params: paymentParam,
  response: decision,
});

export const topUpEndpoints = {
  payInInfo: payInInfoEndpoint,
  sourceList,
  sourceAccounts,
  cryptoTopUp,
  fiatTopUp,
  acceptTopUp,
  declineTopUp,
  createWithdrawal,
  acceptWithdrawal,
  declineWithdrawal,
};
