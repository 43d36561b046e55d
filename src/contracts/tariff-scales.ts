import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { requiredText, shortText } from './fields';
import { validation } from './messages';
import { apiMessage } from './api-messages';
import { compareDecimal, decimal, percent } from './validators';
import { personNameFields } from './person-name';

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

/** An id with its name: how one resource names another it points to. */
export /** An amount of a band: a decimal with at most 2 places, 0 or more, up to TARIFF_AMOUNT_MAX. */
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
export const historyUser = z.object({ ...personNameFields, role: z.number() }).nullable();

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

const listQuery = z.object({ search: shortText(100).optional(), ...pageQuery });

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
    'Create a tariff scale; bands contiguous from 0, only the last open-ended, fees 0–100 never rising with the ' +
    'amount, an optional minimum fee (422 per field)',
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
