import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, paged, pageQuery } from './endpoint';
import { requiredText, shortText } from './fields';
import { validation } from './messages';
import { compareDecimal, decimal, integer } from './validators';

/** Referral codes people register with (spec 3 "Referral"); third-party ones belong to no company. */

export const referral = z.object({
  id: z.number(),
  name: z.string(),
  /** The 16-character code of /registration/{referral}. */
  referral: z.string(),
  condition: z.string().nullable(),
  /** Decimal string with 2 places (decision 004). */
  freeTransferAmount: z.string(),
  freeTransferCount: z.number(),
  /** Set for a company's own code, null for a third party. */
  companyId: z.number().nullable(),
  createdAt: specDate,
});
export type Referral = z.infer<typeof referral>;

const MAX_FREE_AMOUNT = '1000000000';
const MAX_FREE_COUNT = 1_000_000;

/** Within a bound only once it is a number at all, so a non-number says just that. */
const withinBounds = (min: string, max: string) => (value: string) => {
  try {
    return compareDecimal(value, min) >= 0 && compareDecimal(value, max) <= 0;
  } catch {
    return true;
  }
};

const freeTransferAmount = decimal(2)
  .refine(withinBounds('0', MAX_FREE_AMOUNT), validation.between(0, MAX_FREE_AMOUNT))
  .transform((value) => value.trim());

const freeTransferCount = integer()
  .refine(withinBounds('0', String(MAX_FREE_COUNT)), validation.between(0, MAX_FREE_COUNT))
  .transform((value) => Number(value));

const referralFields = {
  name: requiredText().max(100, validation.maxLength(100)),
  condition: shortText(1000).nullable().optional(),
  freeTransferAmount,
  freeTransferCount,
};

export const referralForm = z.object(referralFields);
export type ReferralForm = z.input<typeof referralForm>;

export const listReferrals = endpoint({
  method: 'get',
  path: '/company/referrals',
  trailingSlash: true,
  access: 'referral.manage',
  summary: "Referral codes, newest first; onlyThirdParty=1 leaves out companies' own codes",
  query: z.object({
    onlyThirdParty: z.enum(['0', '1', 'true', 'false'], { error: validation.notValid }).optional(),
    ...pageQuery,
  }),
  response: paged(referral),
});

export const createReferral = endpoint({
  method: 'post',
  path: '/company/referral',
  trailingSlash: true,
  access: 'referral.manage',
  summary: 'Create a third-party referral; its 16-character code is generated',
  body: referralForm,
  response: referral,
  status: 201,
});

export const updateReferral = endpoint({
  method: 'patch',
  path: '/company/referral/{id}',
  access: 'referral.manage',
  summary: "Change a referral's name, condition or free transfers (its code never changes)",
  params: idParam,
  body: z.object(referralFields).partial().strict(),
  response: referral,
});

export const referralEndpoints = { listReferrals, createReferral, updateReferral };
