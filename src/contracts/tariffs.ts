import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { requiredText, text } from './fields';
import { validation } from './messages';
import { apiMessage } from './api-messages';
import { compareDecimal, decimal, percent, requiredIf } from './validators';
import { balanceCurrency, moneyAmount } from './payments';

/**
 * Tariff scales, provider service fees, company tariff scales and BIN-account fees (spec 2.3 settings
 * tariff and service-fee; spec 7 backoffice settings and backoffice company).
 *
 * A tariff scale is a list of bands `{amountFrom, amountTo, fee}`: a transfer of an amount in
 * [amountFrom, amountTo) pays `fee` percent (PRODUCT.md "Service fee"). Which scale applies to a BIN
 * account: its own unless it auto-updates, then the company's for the provider unless that auto-updates,
 * then the provider's current scale (server/ledger/service-fee.ts). A scale may set a minimum fee: a
 * transfer it prices pays at least that (decision 011). A band's fee never rises with the amount, so a
 * transfer split into smaller ones never pays less than the whole.
 */

/** The largest band amount: beyond it the last band is open-ended anyway. */
export const TARIFF_AMOUNT_MAX = '1000000000.00';

const idName = z.object({ id: z.number(), name: z.string() });
const positiveId = z.coerce.number({ error: validation.integer }).int(validation.integer).positive(validation.notValid);

/** An amount of a band: a decimal with at most 2 places, 0 or more, up to TARIFF_AMOUNT_MAX. */
const bandAmount = () =>
  decimal(2)
    .refine((v) => !/^[+-]?\d+(\.\d+)?$/.test(v) || compareDecimal(v, 0) >= 0, apiMessage.amountNotNegative)
    .refine(
      (v) => !/^[+-]?\d+(\.\d+)?$/.test(v) || compareDecimal(v, TARIFF_AMOUNT_MAX) <= 0,
      apiMessage.amountTooLarge(TARIFF_AMOUNT_MAX),
    );

export const tariffBandInput = z.object({
  amountFrom: bandAmount(),
  /** null (or left out) only on the last band: open-ended. */
  amountTo: bandAmount()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  fee: percent(),
});
export type TariffBandInput = z.input<typeof tariffBandInput>;

type Band = z.output<typeof tariffBandInput>;

/**
 * The rules a whole scale must follow, each error on the band field that breaks it
 * (`settings.{i}.amountFrom` etc.), so a form can show it beside the input.
 */
export function checkBands(bands: Band[], ctx: z.RefinementCtx) {
  if (bands.length === 0) {
    ctx.addIssue({ code: 'custom', path: [], message: apiMessage.bandsRequired });
    return;
  }
  // Item checks may have failed without stopping this one: compare only amounts that are numbers.
  const number = (v: unknown): v is string => typeof v === 'string' && /^[+-]?\d+(\.\d+)?$/.test(v);
  if (!bands.every((b) => number(b?.amountFrom) && (b.amountTo === null || number(b.amountTo)))) return;
  bands.forEach((band, i) => {
    const before = bands[i - 1];
    if (before && number(before.fee) && number(band.fee) && compareDecimal(band.fee, before.fee) > 0) {
      ctx.addIssue({ code: 'custom', path: [i, 'fee'], message: apiMessage.bandFeeRises(before.fee) });
    }
    const last = i === bands.length - 1;
    if (i === 0 && compareDecimal(band.amountFrom, 0) !== 0) {
      ctx.addIssue({ code: 'custom', path: [i, 'amountFrom'], message: apiMessage.bandStartsAtZero });
    }
    const previous = bands[i - 1];
    if (previous && previous.amountTo !== null && compareDecimal(band.amountFrom, previous.amountTo) !== 0) {
      ctx.addIssue({ code: 'custom', path: [i, 'amountFrom'], message: apiMessage.bandContiguous(previous.amountTo) });
    }
    if (band.amountTo === null) {
      if (!last) ctx.addIssue({ code: 'custom', path: [i, 'amountTo'], message: apiMessage.bandOpenOnlyLast });
    } else if (compareDecimal(band.amountTo, band.amountFrom) <= 0) {
      ctx.addIssue({ code: 'custom', path: [i, 'amountTo'], message: apiMessage.bandToAfterFrom });
    }
  });
}

export const tariffBands = z
  .array(tariffBandInput, { error: apiMessage.bandsRequired })
  .max(50, validation.maxLength(50))
  .superRefine(checkBands);

export const tariffScaleInput = z.object({
  name: requiredText().max(100, validation.maxLength(100)),
  /** The least fee of a transfer the scale prices, in the transfer's currency; left out: "0" (none). */
  minFee: bandAmount()
    .optional()
    .transform((v) => v ?? '0'),
  settings: tariffBands,
});
export type TariffScaleInput = z.input<typeof tariffScaleInput>;

/** A band as the API answers it: amounts and fee with exactly 2 decimals. */
export const tariffBand = z.object({ amountFrom: z.string(), amountTo: z.string().nullable(), fee: z.string() });
export type TariffBand = z.infer<typeof tariffBand>;

/** Spec 3 "Tariff scale", plus its minimum fee (2 decimals, "0.00" for none). */
export const tariffScale = z.object({
  id: z.number(),
  name: z.string(),
  minFee: z.string(),
  settings: z.array(tariffBand),
});
export type TariffScale = z.infer<typeof tariffScale>;

/** Who changed something, as the history tables show it (spec 3 History user). */
export const historyUser = z
  .object({ firstName: z.string().nullable(), lastName: z.string().nullable(), role: z.number() })
  .nullable();

/** A scale as its history keeps it; records written before minimum fees existed have no minFee. */
const scaleValue = z.object({ name: z.string(), minFee: z.string().optional(), settings: z.array(tariffBand) });

/** Spec 3 "History" of a tariff scale: oldValue is null on the record of its creation. */
export const tariffScaleHistory = z.object({
  id: z.number(),
  name: z.string(),
  history: z.array(
    z.object({ user: historyUser, oldValue: scaleValue.nullable(), newValue: scaleValue, createdAt: specDate }),
  ),
});
export type TariffScaleHistory = z.infer<typeof tariffScaleHistory>;

const listQuery = z.object({ search: text().trim().max(100, validation.maxLength(100)).optional(), ...pageQuery });

// --- settings: tariff ---

export const listTariffScales = endpoint({
  method: 'get',
  path: '/backoffice/settings/tariff-scales/list',
  access: 'settings.tariff',
  summary: 'Tariff scales with their bands, by name; search matches part of the name',
  query: listQuery,
  response: paged(tariffScale),
});

export const createTariffScale = endpoint({
  method: 'post',
  path: '/backoffice/settings/tariff-scales/create',
  access: 'settings.tariff',
  summary:
    'Create a tariff scale; bands contiguous from 0, only the last open-ended, fees 0–100 never rising with the amount, an optional minimum fee (422 per field)',
  body: tariffScaleInput,
  response: z.object({ message: z.string(), tariffScale }),
  status: 201,
});

export const editTariffScale = endpoint({
  method: 'post',
  path: '/backoffice/settings/tariff-scales/{id}/edit',
  access: 'settings.tariff',
  summary: "Replace a scale's name and bands; the change is kept in its history (old and new value)",
  params: idParam,
  body: tariffScaleInput,
  response: z.object({ message: z.string(), tariffScale }),
});

export const tariffScaleHistoryEndpoint = endpoint({
  method: 'get',
  path: '/backoffice/settings/tariff-scales/{id}/history',
  access: 'settings.tariff',
  summary: 'The scale with every change of it, newest first',
  params: idParam,
  response: tariffScaleHistory,
});

export const checkTariffScaleUsage = endpoint({
  method: 'get',
  path: '/backoffice/settings/tariff-scales/{id}/check-usage',
  access: 'settings.tariff',
  summary: 'Whether a provider, a company tariff or a BIN account uses the scale (then it cannot be deleted)',
  params: idParam,
  response: z.object({ tariffScaleInUse: z.boolean() }),
});

export const deleteTariffScale = endpoint({
  method: 'delete',
  path: '/backoffice/settings/tariff-scales/{id}',
  access: 'settings.tariff',
  summary: 'Delete a scale nobody uses; 409 with a message when one does',
  params: idParam,
  response: messageResponse,
});

// --- settings: service fee per card provider ---

export const cardProvider = z.object({ id: z.number(), key: z.string(), name: z.string() });

export const providerList = endpoint({
  method: 'get',
  path: '/backoffice/settings/provider/list',
  access: 'settings.serviceFee',
  summary: 'Card providers with the tariff scale their BIN accounts pay by default',
  response: z.array(cardProvider.extend({ tariffScale: idName.nullable() })),
});

export const providerServiceFee = endpoint({
  method: 'get',
  path: '/backoffice/settings/provider/{id}/service-fee',
  access: 'settings.serviceFee',
  summary: "A provider's current tariff scale with its bands",
  params: idParam,
  response: z.object({ provider: cardProvider, tariffScale: tariffScale.nullable() }),
});

export const setProviderServiceFee = endpoint({
  method: 'post',
  path: '/backoffice/settings/provider/{id}/service-fee',
  access: 'settings.serviceFee.change',
  summary: 'Give a provider another tariff scale; kept in its service-fee history',
  params: idParam,
  body: z.object({ tariffScaleId: positiveId }),
  response: messageResponse,
});

/** The settings variant of spec 3 "Service-fee history". */
export const providerServiceFeeHistoryRecord = z.object({
  id: z.number(),
  user: historyUser,
  tariffScale: idName.nullable(),
  createdAt: specDate,
});

export const providerServiceFeeHistory = endpoint({
  method: 'get',
  path: '/backoffice/settings/provider/{id}/service-fee-history',
  access: 'settings.serviceFee',
  summary: "Every change of a provider's tariff scale, newest first",
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: paged(providerServiceFeeHistoryRecord),
});

// --- company tariff scales (spec 7 backoffice company; right company.selectTariff) ---

const companyTariffBody = z
  .object({
    providerId: positiveId,
    /** null with autoUpdate: the company follows the provider's current scale. */
    tariffScaleId: positiveId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    autoUpdate: z.boolean({ error: validation.notValid }),
  })
  .refine(...requiredIf('tariffScaleId', (v) => v.autoUpdate === false));
export type CompanyTariffBody = z.input<typeof companyTariffBody>;

export const companyProviderList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/provider-list',
  access: 'company.selectTariff',
  summary: 'The card providers a company can have a tariff scale for',
  params: idParam,
  response: z.array(cardProvider),
});

/** A company's tariff scale for one provider; `providerTariffScale` is what it follows with autoUpdate. */
export const companyTariff = z.object({
  provider: cardProvider,
  tariffScale: tariffScale.nullable(),
  autoUpdate: z.boolean(),
  providerTariffScale: idName.nullable(),
});
export type CompanyTariff = z.infer<typeof companyTariff>;

export const companyTariffScales = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/tariff-scales',
  access: 'company.selectTariff',
  summary: "The company's tariff scale per provider; a provider without a row follows its own scale (autoUpdate)",
  params: idParam,
  response: z.array(companyTariff),
});

export const createCompanyTariffScale = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/tariff-scales',
  access: 'company.selectTariff',
  summary: 'Give the company a tariff scale for a provider it has none for (422 on providerId when it has one)',
  params: idParam,
  body: companyTariffBody,
  response: messageResponse,
  status: 201,
});

export const editCompanyTariffScale = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/tariff-scales/edit',
  access: 'company.selectTariff',
  summary: "Change the company's tariff scale or auto-update for a provider (422 on providerId when it has none)",
  params: idParam,
  body: companyTariffBody,
  response: messageResponse,
});

export const companyTariffHistoryRecord = z.object({
  id: z.number(),
  provider: cardProvider,
  user: historyUser,
  tariffScale: idName.nullable(),
  autoUpdate: z.boolean(),
  createdAt: specDate,
});

export const companyTariffHistory = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/tariff-scales/history',
  access: 'company.selectTariff',
  summary: "Every change of the company's tariff scales, newest first",
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: paged(companyTariffHistoryRecord),
});

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
  }),
  /** On: the account follows the company's (or else the provider's) tariff scale. */
  autoUpdate: z.boolean(),
  /** Set once its BIN set was taken from the company: kept for its history, closed to new money. */
  closedAt: z.string().nullable(),
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

// --- settings: transfer minimums (settings service-fee tab) ---

/** The least amount a transfer may move from an account in `currency` (a decimal with 2 places). */
export const transferMinimum = z.object({ currency: z.string(), amount: z.string() });
export type TransferMinimum = z.infer<typeof transferMinimum>;

/** `moneyAmount` hands on one spelling ("+1.00" arrives as "1.00"), the only form the ledger reads. */
export const transferMinimumInput = z.object({ currency: balanceCurrency, amount: moneyAmount() });
export type TransferMinimumInput = z.input<typeof transferMinimumInput>;

export const transferMinimums = endpoint({
  method: 'get',
  path: '/backoffice/settings/transfer-minimums',
  access: 'settings.serviceFee',
  summary: 'The least amount a transfer may move, per balance currency of the account it leaves',
  response: z.array(transferMinimum),
});

export const setTransferMinimum = endpoint({
  method: 'post',
  path: '/backoffice/settings/transfer-minimums',
  access: 'settings.serviceFee.change',
  summary: 'Change the least amount a transfer may move in one currency (0.01 or more); kept in the audit log',
  body: transferMinimumInput,
  response: messageResponse,
});

export const tariffEndpoints = {
  listTariffScales,
  createTariffScale,
  editTariffScale,
  tariffScaleHistory: tariffScaleHistoryEndpoint,
  checkTariffScaleUsage,
  deleteTariffScale,
  providerList,
  providerServiceFee,
  setProviderServiceFee,
  providerServiceFeeHistory,
  companyProviderList,
  companyTariffScales,
  createCompanyTariffScale,
  editCompanyTariffScale,
  companyTariffHistory,
  binAccountList,
  setBinAccountServiceFee,
  setBinAccountAutoUpdate,
  binAccountHistory,
  transferMinimums,
  setTransferMinimum,
};
