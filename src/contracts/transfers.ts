import { z } from 'zod';
import { endpoint, idParam } from './endpoint';
import { shortText } from './fields';
import { bodyId, moneyAmount } from './payments';

/**
 * Transfers (PRODUCT.md "Accounts and money"): transit → BIN of the same currency less the BIN account's
 * service fee (tariff scale); BIN → transit without a fee; transit → transit of another currency at the
 * platform's rate less the company's conversion fee. The quote is exactly what a transfer posts.
 */

/** The platform's conversion fee in percent, for companies that follow it (autoUpdateConversionFee). */
export const PLATFORM_CONVERSION_FEE = '2.00';

/** Which kind of transfer two accounts make. */
export const TRANSFER_KINDS = ['transit_to_bin', 'bin_to_transit', 'conversion'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

const transferQuery = z.object({ fromAccountId: bodyId(), toAccountId: bodyId(), amount: moneyAmount() });

/** Spec 3 "Approximate transfer", plus what the figures are in. */
export const transferQuote = z.object({
  kind: z.enum(TRANSFER_KINDS),
  /** The fee, in the currency sent. */
  serviceFeeAmount: z.string(),
  /** Percent: the service fee (to BIN) or the conversion fee. */
  feePercent: z.string(),
  /** What arrives on the target account, in its currency. */
  transferAmount: z.string(),
  /** Target units per source unit; "1" without conversion. */
  currencyRate: z.string(),
  amount: z.string(),
  currencyCode: z.string(),
  toCurrencyCode: z.string(),
});
export type TransferQuote = z.infer<typeof transferQuote>;

export const transferBody = z.object({
  fromAccountId: bodyId(),
  toAccountId: bodyId(),
  amount: moneyAmount(),
  description: shortText(500).optional(),
});

const transferResult = transferQuote.extend({ id: z.number(), message: z.string() });

export const clientQuote = endpoint({
  method: 'get',
  path: '/transfer/approximate-transfer',
  access: 'transfer.client',
  summary: "What a transfer between two of the caller's company's accounts would cost and give (needs transfer_funds)",
  query: transferQuery,
  response: transferQuote,
});

export const clientTransfer = endpoint({
  method: 'post',
  path: '/transfer',
  access: 'transfer.client',
  summary:
    "Move money between two of the caller's company's open accounts (needs transfer_funds); send an Idempotency-Key",
  body: transferBody,
  response: transferResult,
  status: 201,
});

export const staffQuote = endpoint({
  method: 'get',
  path: '/backoffice/top-up/company/{id}/approximate-transfer',
  access: 'company.transferFunds',
  summary: "What a transfer between two of the company's accounts would cost and give",
  params: idParam,
  query: transferQuery,
  response: transferQuote,
});

export const initTransfer = endpoint({
  method: 'post',
  path: '/backoffice/top-up/company/{id}/init-transfer',
  access: 'company.transferFunds',
  summary: "Move money between two of the company's open accounts on its behalf; send an Idempotency-Key",
  params: idParam,
  body: transferBody,
  response: transferResult,
  status: 201,
});

export const transferEndpoints = { clientQuote, clientTransfer, staffQuote, initTransfer };
