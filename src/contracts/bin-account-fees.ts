import { z } from 'zod';
import { positiveId } from './fields';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { validation } from './messages';
import { historyUser, tariffBand, tariffScale } from './tariff-scales';
import { idName } from './simple-item';

/** Whose tariff scale prices a transfer to a BIN account (PRODUCT.md "Service fee"), in the order tried. */
export const SERVICE_FEE_RULES = ['account', 'company', 'provider'] as const;
export type ServiceFeeRule = (typeof SERVICE_FEE_RULES)[number];
export const SERVICE_FEE_RULE_LABEL: Record<ServiceFeeRule, string> = {
  account: "the account's own scale",
  company: "the company's scale for the provider",
  provider: "the provider's scale",
};

// --- BIN accounts' service fee (spec 3 "Bin account") ---

const option = z.object({ value: z.number(), description: z.string() });

/** Spec 3 "Bin account". */
export const binAccount = z.object({
  id: z.number(),
  name: z.string(),
  /** Always 1 (BIN). */
  type: option,
  provider: z.object({ key: z.string(), value: z.number(), description: z.string() }),
  binSet: z.object({ id: z.number(), bin: z.string() }),
  currency: z.string(),
  /** Decimal strings with the currency's precision. */
  balance: z.string(),
  hold: z.string(),
  serviceFee: z.object({
    /** The account's own scale: it applies while autoUpdate is off. */
    tariffScale: idName.nullable(),
    /** The scale that prices transfers to the account now (server/ledger/service-fee.ts). */
    appliedTariffScale: tariffScale.nullable(),
    /** Whose scale that is: the account's own, the company's for the provider, or the provider's. */
    rule: z.enum(SERVICE_FEE_RULES),
  }),
  /** On: the account follows the company's (or else the provider's) tariff scale. */
  autoUpdate: z.boolean(),
  /** Set once its BIN set was taken from the company: kept for its history, closed to new money. */
  closedAt: specDate.nullable(),
});
export type BinAccount = z.infer<typeof binAccount>;

export const binAccountList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/bin-account-list',
  access: 'company.view',
  summary: "The company's BIN accounts, open ones first, with the tariff scale that applies to each",
  params: idParam,
  response: z.array(binAccount),
});

const accountId = positiveId;

export const setBinAccountServiceFee = endpoint({
  method: 'patch',
  path: '/backoffice/company/{id}/bin-account/service-fee',
  access: 'company.selectTariff',
  summary: 'Give a BIN account its own tariff scale; auto-update turns off so the scale applies',
  params: idParam,
  body: z.object({ accountId, tariffScaleId: positiveId }),
  response: messageResponse,
});

export const setBinAccountAutoUpdate = endpoint({
  method: 'patch',
  path: '/backoffice/company/{id}/bin-account/service-fee-auto-update',
  access: 'company.selectTariff',
  summary: 'Turn auto-update on (follow the company scale) or off (keep the scale that applies now as its own)',
  params: idParam,
  body: z.object({ accountId, autoUpdate: z.boolean({ error: validation.notValid }) }),
  response: messageResponse,
});

/** Spec 3 "Bin account" history; serviceFee is the chosen scale's bands as they are now. */
export const binAccountHistoryRecord = z.object({
  id: z.number(),
  user: historyUser,
  tariffScale: idName.nullable(),
  serviceFee: z.array(tariffBand).nullable(),
  autoUpdate: z.boolean(),
  createdAt: specDate,
});

export const binAccountHistory = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/bin-account/{accountId}/history',
  access: 'company.binAccountHistory',
  summary: "Every change of a BIN account's tariff scale and auto-update, newest first",
  params: z.object({ id: positiveId, accountId: positiveId }),
  query: z.object({ ...pageQuery }),
  response: paged(binAccountHistoryRecord),
});
